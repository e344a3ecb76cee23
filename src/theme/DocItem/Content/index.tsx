import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

// The page's markdown actions sit in its header, above the title; the stock content stays untouched.
export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}

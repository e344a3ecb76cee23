import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
import ToastRegion from '@site/src/components/Toast';

// Adds the site-wide toast region, which lives outside any page so a toast survives navigation.
export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <Root {...props} />
      <ToastRegion />
    </>
  );
}

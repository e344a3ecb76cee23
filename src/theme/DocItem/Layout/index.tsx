import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import {usePageLayout} from '@site/src/hooks/usePageLayout';

// The layout's name goes on <html> because the site footer it hides sits outside the doc tree;
// sidebar and table of contents are already dropped at build by `checkFrontMatter`.
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {layout, pageClass} = usePageLayout();
  return (
    <HtmlClassNameProvider className={`layout-${layout}`}>
      <div className={clsx('site-page', pageClass)}>
        <Layout {...props} />
      </div>
    </HtmlClassNameProvider>
  );
}

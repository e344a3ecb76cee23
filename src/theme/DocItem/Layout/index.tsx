import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import AutoSidebar from '@site/src/components/AutoSidebar';
import {usePageLayout} from '@site/src/hooks/usePageLayout';
import styles from './styles.module.css';

// The layout's name goes on <html> because the site footer it hides sits outside the doc tree;
// the section sidebar and table of contents are already dropped at build by `checkFrontMatter`.
// A page with no section sidebar gets one built from its headings, beside the content.
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {layout, pageClass, sidebar} = usePageLayout();
  const {toc} = useDoc();
  const content = <Layout {...props} />;
  return (
    <HtmlClassNameProvider className={`layout-${layout}`}>
      <div className={clsx('site-page', pageClass)}>
        {sidebar === 'auto' && toc.length > 0 ? (
          <div className={styles.withAutoSidebar}>
            <AutoSidebar toc={toc} />
            <div>{content}</div>
          </div>
        ) : (
          content
        )}
      </div>
    </HtmlClassNameProvider>
  );
}

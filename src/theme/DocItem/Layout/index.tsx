import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import AutoSidebar from '@site/src/components/AutoSidebar';
import {usePageLayout} from '@site/src/hooks/usePageLayout';
import styles from './styles.module.css';

// Stock's layout, except that both tables of contents always render and CSS shows the one that
// fits the screen. Stock drops the desktop one once the window size is known after hydration:
// on a phone that is a second, unsliced render and a new layout of the whole page.
function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const hasTOC = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {hasTOC && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {hasTOC && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}

// The layout's name goes on <html> because the site footer it hides sits outside the doc tree;
// the section sidebar and table of contents are already dropped at build by `checkFrontMatter`.
// A page with no section sidebar gets one built from its headings, beside the content.
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {layout, pageClass, sidebar} = usePageLayout();
  const {toc} = useDoc();
  const content = <DocItemLayout {...props} />;
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

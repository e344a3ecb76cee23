import React, {lazy, type ReactNode, Suspense} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import type {Props} from '@theme/DocItem/Layout';
import AutoSidebar from '@site/src/components/AutoSidebar';
import {usePageLayout} from '@site/src/hooks/usePageLayout';
import styles from './styles.module.css';

// Banners and a badge few pages show (an unlisted or draft page, a version other than the current
// one): their code comes with a page that shows one, not with every page.
const ContentVisibility = lazy(() => import('@theme/ContentVisibility'));
const DocVersionBanner = lazy(() => import('@theme/DocVersionBanner'));
const DocVersionBadge = lazy(() => import('@theme/DocVersionBadge'));

// Stock's layout, except that both tables of contents always render and CSS shows the one that
// fits the screen. Stock drops the desktop one once the window size is known after hydration:
// on a phone that is a second, unsliced render and a new layout of the whole page.
function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const version = useDocsVersion();
  const hidden = frontMatter.hide_table_of_contents;
  const hasTOC = !hidden && toc.length > 0;
  // Stock's conditions, from ContentVisibility (front matter counts in dev), DocVersionBanner and DocVersionBadge.
  const visibilityBanner = metadata.unlisted || frontMatter.unlisted || frontMatter.draft;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <Suspense fallback={null}>
          {visibilityBanner && <ContentVisibility metadata={metadata} />}
          {version.banner && <DocVersionBanner />}
        </Suspense>
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            {version.badge && (
              <Suspense fallback={null}>
                <DocVersionBadge />
              </Suspense>
            )}
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

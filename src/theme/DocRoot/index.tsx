import React, {lazy, type ReactNode, Suspense} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {matchPath, useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';
import DocRootLayout from '@theme/DocRoot/Layout';

// What a path that matches no doc shows: the writers' 404.md with the renderer of compiled markdown,
// which doc pages that come as HTML do not need, so it is loaded only then. The server renders it at
// once (its bundle holds it; plugins/lean-client/src/renderToHtml.ts writes every boundary in
// place); on a first visit hydration leaves the server's HTML as it is until the code is there; on a
// client navigation it shows once loaded.
const LazyNotFoundContent = lazy(() => import('@theme/NotFound/Content'));

function NotFoundContent(): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundContent />
    </Suspense>
  );
}

type Props = {
  route: RouteConfig & {routes: (RouteConfig & {sidebar?: string})[]};
  /**
   * This section's sidebars, from plugins/lean-docs. Without the optimization layer there is no
   * such module, and the sidebars are the version's, as in stock.
   */
  sidebars?: Record<string, PropSidebar>;
};

// Stock DocRoot (3.10.2), with the sidebar taken from the section route's own module when it has one.
export default function DocRoot({route, sidebars}: Props): ReactNode {
  const {pathname} = useLocation();
  const {docsSidebars} = useDocsVersion();
  const current = route.routes.find((docRoute) => matchPath(pathname, docRoute));
  // Only the not-found content, so the layout is not doubled.
  if (!current) return <NotFoundContent />;
  const sidebarName = current.sidebar;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarName ? (sidebars ?? docsSidebars)[sidebarName] : undefined}>
        <DocRootLayout>{renderRoutes(route.routes)}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {matchPath, useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';

type Props = {
  route: RouteConfig & {routes: (RouteConfig & {sidebar?: string})[]};
  /** This section's sidebars, from plugins/lean-docs (stock reads every sidebar from the version). */
  sidebars: Record<string, PropSidebar>;
};

// Stock DocRoot (3.10.2), with the sidebar taken from the section route's own module.
export default function DocRoot({route, sidebars}: Props): ReactNode {
  const {pathname} = useLocation();
  const current = route.routes.find((docRoute) => matchPath(pathname, docRoute));
  // Only the not-found content, so the layout is not doubled.
  if (!current) return <NotFoundContent />;
  const sidebarName = current.sidebar;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarName ? sidebars[sidebarName] : undefined}>
        <DocRootLayout>{renderRoutes(route.routes)}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}

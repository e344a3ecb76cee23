import type {RouteConfig} from '@docusaurus/types';
import {hookError} from '../../shared/hookError.cjs';

const HOOK = 'plugins/lean-docs/src/splitSidebars.ts';
/** Where the docs plugin makes the routes split here. */
const ROUTES = '@docusaurus/plugin-content-docs/lib/routes.js';

/** The sidebars one section route carries: `{sidebarName: items}`. */
export type SectionSidebars = Record<string, unknown>;

/** A section's doc root route, and the sidebars to write for it (`modules.sidebars`). */
export type SectionRoute = {route: RouteConfig; sidebars: SectionSidebars; key: string};

type VersionProp = {docsSidebars: Record<string, unknown>; docs: Record<string, unknown>};

/** The top-level folder a doc route lies in (`/en/api/a.html` under `/en/` → `api`), or '' for pages at the root. */
export function sectionOf(routePath: string, versionPath: string): string {
  const relative = routePath.slice(versionPath.length);
  const slash = relative.indexOf('/');
  return slash > 0 ? relative.slice(0, slash) : '';
}

type SidebarItem = {type: string; docId?: string; unlisted?: boolean; items?: SidebarItem[]; [key: string]: unknown};

/**
 * A sidebar as the browser needs it. A link's `docId` is read there only as a flag that the link is
 * a doc (the breadcrumbs skip other links); the doc table ids would name is not sent at all (see
 * `splitVersionRoute`), so each keeps a one-character id. `unlisted: false` is the same as no
 * `unlisted`. About 0.6 KB gzip less on a page of the API or tutorial section.
 */
export function leanSidebar(items: readonly SidebarItem[]): SidebarItem[] {
  return items.map(({unlisted, ...item}) => ({
    ...item,
    ...(unlisted && {unlisted}),
    ...(item.docId !== undefined && {docId: 'd'}),
    ...(item.items && {items: leanSidebar(item.items)}),
  }));
}

/**
 * Splits a docs version's one doc root route (every doc, with every sidebar in the version's
 * props) into one doc root route per top-level folder, each carrying only the sidebars its docs
 * use. The version's props keep no sidebars and no doc table: a first visit then loads one
 * section's sidebar instead of all of them. Folder routes come before the root one (Docusaurus
 * sorts the route at the base URL last), so `/api/…` is matched by `/api/` and the rest by `/`.
 * A route of another shape stops the build: the theme (src/theme/DocRoot) reads sidebars only
 * from the section routes.
 */
export function splitVersionRoute(versionRoute: RouteConfig, docRootComponent: string): {versionRoute: RouteConfig; sections: SectionRoute[]} {
  const changed = (problem: string) => hookError(HOOK, `the docs plugin's version route (made in ${ROUTES}) changed shape: ${problem}`);
  const version = versionRoute.props?.version as Partial<VersionProp> | undefined;
  if (typeof version?.docsSidebars !== 'object' || typeof version.docs !== 'object') throw changed(`route "${versionRoute.path}" has no version prop with docsSidebars and docs`);
  const docRoot = versionRoute.routes?.find((route) => route.component === docRootComponent);
  if (!docRoot?.routes) throw changed(`route "${versionRoute.path}" has no child route of ${docRootComponent} with the doc routes`);
  const {docsSidebars} = version;
  const groups = new Map<string, RouteConfig[]>();
  for (const route of docRoot.routes) {
    if (typeof route.sidebar === 'string' && !Array.isArray(docsSidebars[route.sidebar])) throw changed(`doc route "${route.path}" names sidebar "${route.sidebar}", which the version's docsSidebars lack`);
    const section = sectionOf(route.path, docRoot.path);
    groups.set(section, [...(groups.get(section) ?? []), route]);
  }
  const sections = [...groups].map(([section, routes]): SectionRoute => {
    const names = [...new Set(routes.map((route) => route.sidebar as string | undefined).filter((name): name is string => !!name))];
    return {
      key: section || 'root',
      route: {...docRoot, path: section ? `${docRoot.path}${section}/` : docRoot.path, routes},
      sidebars: Object.fromEntries(names.map((name) => [name, leanSidebar(docsSidebars[name] as SidebarItem[])])),
    };
  });
  return {
    versionRoute: {
      ...versionRoute,
      props: {...versionRoute.props, version: {...version, docsSidebars: {}, docs: {}}},
      routes: versionRoute.routes!.filter((route) => route !== docRoot),
    },
    sections,
  };
}

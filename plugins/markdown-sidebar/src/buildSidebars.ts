import path from 'node:path';
import {docRoute} from '../../html-routes/src/docRoute';
import {BAD_ENCODING, resolveDocLink} from '../../html-routes/src/resolveDocLink';
import {parseSidebarMarkdown, type SidebarNode} from './parseSidebarMarkdown';
import {isExternalUrl} from '../../shared/isExternalUrl';

/** A Docusaurus sidebar item, in the subset of forms this generator writes. */
export type SidebarItem =
  | {type: 'doc'; id: string; label: string; key?: string}
  | {type: 'link'; label: string; href: string; key?: string}
  | {
      type: 'category';
      label: string;
      key?: string;
      collapsible: boolean;
      collapsed: boolean;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string};
    };

export type SidebarSource = {
  /** The sidebar's name: its section folder, or `root`. */
  name: string;
  /** The `_sidebar.md` path relative to the site, as error messages show it. */
  file: string;
  /** Its folder relative to the docs folder (`''` for the root); links start from it. */
  dir: string;
  text: string;
};

export type DocsIndex = {
  /** Every page file, relative to the docs folder, with `/` separators. */
  pages: ReadonlySet<string>;
  /** The anchors each page offers (see `headingIds`). */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
};

export type BuiltSidebars = {
  sidebars: Record<string, SidebarItem[]>;
  /** Pages that no `_sidebar.md` lists, home excepted. */
  orphans: string[];
};

/** Docusaurus's id of a docs file: its path without the extension. */
export function docId(page: string): string {
  return page.replace(/\.mdx?$/i, '');
}

const DOCS_ROOT = '/docs';

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

type Target = {kind: 'external'; href: string} | {kind: 'page'; page: string; anchor?: string};

function resolveTarget(url: string, source: SidebarSource, index: DocsIndex, line: number): Target {
  if (isExternalUrl(url)) return {kind: 'external', href: url};
  const fail = (reason: string): never => {
    throw new Error(`${source.file}:${line}: the link "${url}" ${reason}. Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)".`);
  };
  const fromDir = path.posix.join(DOCS_ROOT, source.dir);
  const exists = (file: string) => index.pages.has(path.posix.relative(DOCS_ROOT, file));
  const resolution = resolveDocLink(url, {fromDir, docsDir: DOCS_ROOT, staticDir: '/static', exists});
  const resolved = resolution.kind === 'markdown' ? resolution.url : url;
  if (resolution.kind === 'broken' && resolution.reason === BAD_ENCODING) fail(`cannot be read: ${BAD_ENCODING}`);
  const [pathname = '', hash] = resolved.split('#', 2);
  const page = path.posix.relative(DOCS_ROOT, path.posix.join(pathname.startsWith('/') ? DOCS_ROOT : fromDir, decodeURI(pathname)));
  if (!index.pages.has(page)) fail('points to no page');
  if (hash === undefined || hash === '') return {kind: 'page', page};
  const anchor = safeDecode(hash) ?? fail(`cannot be read: ${BAD_ENCODING}`);
  if (!index.anchors.get(page)?.has(anchor)) fail(`points to an anchor that ${page} does not have`);
  return {kind: 'page', page, anchor};
}

function toItem(node: SidebarNode, source: SidebarSource, index: DocsIndex, listed: Set<string>): SidebarItem {
  const target = node.path === undefined ? undefined : resolveTarget(node.path, source, index, node.line);
  if (target?.kind === 'page') listed.add(target.page);
  if (node.children) {
    if (target?.kind === 'page' && target.anchor) {
      throw new Error(`${source.file}:${node.line}: group "${node.title}" links to an anchor; a group links to a whole page: drop "#${target.anchor}".`);
    }
    return {
      type: 'category',
      label: node.title,
      collapsible: node.collapsable,
      collapsed: node.collapsable,
      items: node.children.map((child) => toItem(child, source, index, listed)),
      ...(target?.kind === 'page' && {link: {type: 'doc', id: docId(target.page)}}),
    };
  }
  if (target!.kind === 'external') return {type: 'link', label: node.title, href: target!.href};
  if (target!.anchor) return {type: 'link', label: node.title, href: `${docRoute(target!.page)}#${target!.anchor}`};
  return {type: 'doc', id: docId(target!.page), label: node.title};
}

/**
 * Gives items whose type and label repeat within one sidebar a `key` (the labels of the groups
 * above, then the label): Docusaurus names each item's translation by type and label, and two
 * groups called "App 打包" in different places would otherwise stop the build.
 */
function keyRepeatedLabels(items: SidebarItem[]): void {
  const count = new Map<string, number>();
  const walk = (list: SidebarItem[], visit: (item: SidebarItem, path: string[]) => void, path: string[] = []) => {
    for (const item of list) {
      visit(item, path);
      if (item.type === 'category') walk(item.items, visit, [...path, item.label]);
    }
  };
  walk(items, (item) => count.set(`${item.type}:${item.label}`, (count.get(`${item.type}:${item.label}`) ?? 0) + 1));
  const used = new Map<string, number>();
  walk(items, (item, path) => {
    if ((count.get(`${item.type}:${item.label}`) ?? 0) < 2) return;
    const key = [...path, item.label].join(' / ');
    const seen = used.get(key) ?? 0;
    used.set(key, seen + 1);
    item.key = seen === 0 ? key : `${key} (${seen + 1})`;
  });
}

/** Turns each section's `_sidebar.md` into a Docusaurus sidebar, checking every link and anchor. */
export function buildSidebars(sources: readonly SidebarSource[], index: DocsIndex): BuiltSidebars {
  const listed = new Set<string>();
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const source of sources) {
    const nodes = parseSidebarMarkdown(source.text, source.file);
    sidebars[source.name] = nodes.map((node) => toItem(node, source, index, listed));
    keyRepeatedLabels(sidebars[source.name]!);
  }
  const orphans = [...index.pages].filter((page) => page !== 'README.md' && !listed.has(page)).sort();
  return {sidebars, orphans};
}

import {barePath, normalizeLegacyPath} from './legacyPath';
import {resolveLegacyRedirect} from './resolveLegacyRedirect';

/** A file to write into the build output: a path relative to it, and the content. */
export type PlannedFile = {path: string; content: string};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A JSON value safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The redirect helper: the resolver's own source, run on the current address before the app boots. */
export function redirectScript(redirects: Record<string, string>, routes: readonly string[]): string {
  return `(function(){var to=(${resolveLegacyRedirect.toString()})({pathname:location.pathname,search:location.search,hash:location.hash},${scriptJson(redirects)},${scriptJson(routes)});if(to)location.replace(to)})();`;
}

/** The addresses an old path answers to on a static host: with and without `.html` or a trailing slash. */
export function redirectFilePaths(key: string): string[] {
  const bare = barePath(key);
  if (bare === '') return [];
  return [`${bare.slice(1)}.html`, `${bare.slice(1)}/index.html`];
}

function redirectPage(target: string, entries: Record<string, string>): string {
  const href = escapeHtml(target);
  return [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
    `<script>${redirectScript(entries, [])}</script>`,
    `<meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}">`,
    `<title>页面已移动</title></head><body><p>页面已移动到 <a href="${href}">${href}</a>。</p></body></html>`,
  ].join('');
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The files that keep old links working on any host: a redirect page at every address of every
 * plain key (hash-aware through the resolver, meta refresh without JavaScript), a `_redirects`
 * file and an nginx `map` include with real 301s. Keys with a hash exist only in the browser, so
 * 404.html's helper handles them.
 */
export function planRedirectFiles(redirects: Record<string, string>, existingFiles: ReadonlySet<string>): PlannedFile[] {
  const files: PlannedFile[] = [];
  const planned = new Set(existingFiles);
  const plain = Object.entries(redirects).filter(([key]) => !key.includes('#'));
  for (const [key, target] of plain) {
    const entries = Object.fromEntries(Object.entries(redirects).filter(([other]) => other.split('#')[0]!.toLowerCase() === key.toLowerCase()));
    for (const path of redirectFilePaths(key)) {
      if (planned.has(path)) continue;
      planned.add(path);
      files.push({path, content: redirectPage(target, entries)});
    }
  }
  const netlify = plain.flatMap(([key, target]) => {
    const bare = barePath(key);
    return [bare, `${bare}.html`, `${bare}/`].map((from) => `${from} ${target} 301`);
  });
  files.push({path: '_redirects', content: `${netlify.join('\n')}\n`});
  const nginx = plain.map(([key, target]) => {
    const bare = barePath(key);
    return `  "~*^${regexEscape(bare)}(\\.html|/)?$" "${target}";`;
  });
  files.push({
    path: 'nginx-redirects.conf',
    content: `# Legacy addresses, generated from data/legacy-redirects.json. In the http block:\n#   include nginx-redirects.conf;\n# and in the server block:\n#   if ($legacy_redirect) { return 301 $legacy_redirect; }\nmap $uri $legacy_redirect {\n  default "";\n${nginx.join('\n')}\n}\n`,
  });
  return files;
}

/** 404.html with the redirect helper as the first thing in its head. */
export function withRedirectHelper(notFoundHtml: string, redirects: Record<string, string>, routes: readonly string[]): string {
  const at = notFoundHtml.indexOf('<head>');
  if (at === -1) throw new Error('404.html has no <head> to put the redirect helper in.');
  const insertAt = at + '<head>'.length;
  return `${notFoundHtml.slice(0, insertAt)}<script>${redirectScript(redirects, routes)}</script>${notFoundHtml.slice(insertAt)}`;
}

/**
 * Existing pages some of whose old anchors moved to other pages (`/page#old` keys), with those
 * entries: each such page gets the helper in its head, so `/page.html#old` still lands right.
 */
export function pagesWithMovedAnchors(redirects: Record<string, string>, routes: readonly string[]): Map<string, Record<string, string>> {
  const routeByPath = new Map(routes.map((route) => [normalizeLegacyPath(route), route]));
  const pages = new Map<string, Record<string, string>>();
  for (const [key, target] of Object.entries(redirects)) {
    const route = key.includes('#') ? routeByPath.get(normalizeLegacyPath(key.split('#')[0]!)) : undefined;
    if (route) pages.set(route, {...pages.get(route), [key]: target});
  }
  return pages;
}

/** Entries whose target anchor is missing from the built target page (`html` reads a built page, or null). */
export function missingAnchors(redirects: Record<string, string>, html: (route: string) => string | null): string[] {
  return Object.entries(redirects).flatMap(([key, target]) => {
    const [route, anchor] = target.split('#') as [string, string | undefined];
    if (!anchor) return [];
    const page = html(route);
    if (page === null) return [];
    const id = decodeURIComponent(anchor);
    const found = [`id="${id}"`, `id=${id} `, `id=${id}>`].some((form) => page.includes(form));
    return found ? [] : [`${key} → ${target}`];
  });
}

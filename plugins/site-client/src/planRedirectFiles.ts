import {createHash} from 'node:crypto';
import {barePath, normalizeLegacyPath} from './legacyPath';
import {resolveLegacyRedirect} from './resolveLegacyRedirect';
import {escapeHtml} from '../../shared/escapeHtml';

/** A file to write into the build output: a path relative to it, and the content. */
export type PlannedFile = {path: string; content: string};

/** What the redirect script needs: the legacy map and the routes of one locale, with its base URL. */
export type RedirectMap = {redirects: Record<string, string>; routes: readonly string[]};

/** The script and the map every page that redirects loads, as files and as the `<script>` tag that loads them. */
export type RedirectAssets = {files: PlannedFile[]; scriptTag: (mode: 'any-address' | 'moved-anchors') => string};

function contentHash(content: string): string {
  return createHash('md5').update(content).digest('hex').slice(0, 8);
}

/**
 * The redirect script: the resolver's own source, run on the current address with the map that
 * the tag's `data-map` names. With `data-moved-anchors` (an existing page) only `path#anchor` keys count.
 */
export function redirectScript(): string {
  return `(function(){var tag=document.currentScript;if(!tag||!window.fetch)return;var resolve=${resolveLegacyRedirect.toString()};
var here={pathname:location.pathname,search:location.search,hash:location.hash};var anchorsOnly=tag.hasAttribute('data-moved-anchors');
if(anchorsOnly&&here.hash.length<2&&!/(?:^\\?|&)id=/.test(here.search))return;
fetch(tag.getAttribute('data-map')).then(function(r){return r.json()}).then(function(map){var redirects=map.redirects;
if(anchorsOnly){redirects={};for(var key in map.redirects)if(key.indexOf('#')!==-1)redirects[key]=map.redirects[key]}
var to=resolve(here,redirects,anchorsOnly?[]:map.routes);if(to)location.replace(to)}).catch(function(){})})();
`;
}

/** The hashed script and map of one locale's build, under `assets/` of its output folder. */
export function planRedirectAssets(map: RedirectMap, baseUrl: string): RedirectAssets {
  const script = redirectScript();
  const json = JSON.stringify(map);
  const scriptPath = `assets/js/legacy-redirect.${contentHash(script)}.js`;
  const mapPath = `assets/legacy-redirects.${contentHash(json)}.json`;
  return {
    files: [
      {path: scriptPath, content: script},
      {path: mapPath, content: json},
    ],
    scriptTag: (mode) =>
      `<script src="${baseUrl}${scriptPath}" data-map="${baseUrl}${mapPath}"${mode === 'moved-anchors' ? ' data-moved-anchors' : ''}></script>`,
  };
}

/** The addresses an old path answers to on a static host: with and without `.html` or a trailing slash. */
export function redirectFilePaths(key: string): string[] {
  const bare = barePath(key);
  if (bare === '') return [];
  return [`${bare.slice(1)}.html`, `${bare.slice(1)}/index.html`];
}

function redirectPage(target: string, scriptTag: string): string {
  const href = escapeHtml(target);
  // The meta refresh is for readers without JavaScript only: with it, the script decides, since a
  // `path#anchor` entry may send the reader elsewhere than the plain key does.
  return [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
    scriptTag,
    `<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript><link rel="canonical" href="${href}">`,
    `<title>页面已移动</title></head><body><p>页面已移动到 <a href="${href}">${href}</a>。</p></body></html>`,
  ].join('');
}

/**
 * A redirect page at every address of every plain key of one locale (`redirects` as written,
 * without the locale's base URL; `baseUrl` is put in front of each target), never over a built file.
 */
export function planRedirectPages(
  redirects: Record<string, string>,
  existingFiles: ReadonlySet<string>,
  baseUrl: string,
  scriptTag: string,
): PlannedFile[] {
  const files: PlannedFile[] = [];
  const planned = new Set(existingFiles);
  for (const [key, target] of Object.entries(redirects)) {
    if (key.includes('#')) continue;
    for (const path of redirectFilePaths(key)) {
      if (planned.has(path)) continue;
      planned.add(path);
      files.push({path, content: redirectPage(baseUrl.replace(/\/$/, '') + target, scriptTag)});
    }
  }
  return files;
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Real 301s for hosts, one file each for the whole site: `_redirects` (Netlify, Cloudflare Pages)
 * and an nginx `map` include, with every plain key under each locale's base URL. Keys with a hash
 * exist only in the browser, so the redirect script handles them.
 */
export function planHostRedirects(redirects: Record<string, string>, localeBaseUrls: readonly string[]): PlannedFile[] {
  const plain = Object.entries(redirects).filter(([key]) => !key.includes('#'));
  const entries = localeBaseUrls.flatMap((baseUrl) => {
    const prefix = baseUrl.replace(/\/$/, '');
    return plain.map(([key, target]) => [prefix + barePath(key), prefix + target] as const);
  });
  const netlify = entries.flatMap(([bare, target]) => [bare, `${bare}.html`, `${bare}/`].map((from) => `${from} ${target} 301`));
  const nginx = entries.map(([bare, target]) => `  "~*^${regexEscape(bare)}(\\.html|/)?$" "${target}";`);
  return [
    {path: '_redirects', content: `${netlify.join('\n')}\n`},
    {
      path: 'nginx-redirects.conf',
      content: `# Legacy addresses, generated from data/legacy-redirects.json. In the http block:\n#   include nginx-redirects.conf;\n# and in the server block:\n#   if ($legacy_redirect) { return 301 $legacy_redirect; }\nmap $uri $legacy_redirect {\n  default "";\n${nginx.join('\n')}\n}\n`,
    },
  ];
}

/** A built page with the redirect script's tag as the first thing in its head. */
export function withRedirectScript(html: string, scriptTag: string): string {
  const at = html.indexOf('<head>');
  if (at === -1) throw new Error('the page has no <head> to put the redirect script in.');
  const insertAt = at + '<head>'.length;
  return `${html.slice(0, insertAt)}${scriptTag}${html.slice(insertAt)}`;
}

/**
 * Existing pages some of whose old anchors moved to other pages (`/page#old` keys): each gets the
 * script, so `/page.html#old` still lands right. Paths compare as legacy paths (case, `.html`,
 * trailing slash), as the resolver compares them.
 */
export function pagesWithMovedAnchors(redirects: Record<string, string>, routes: readonly string[]): string[] {
  const routeByPath = new Map(routes.map((route) => [normalizeLegacyPath(route), route]));
  const pages = new Set<string>();
  for (const key of Object.keys(redirects)) {
    const route = key.includes('#') ? routeByPath.get(normalizeLegacyPath(key.split('#')[0]!)) : undefined;
    if (route) pages.add(route);
  }
  return [...pages];
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

import fs from 'node:fs';
import {test, expect} from '@playwright/test';

// A full crawl of the production build, as a host serves it: every inventory page in both locales
// answers 200 at its .html address, every link, anchor, image, stylesheet and script it references
// answers, and no page is an orphan. Plain HTTP: pages are read as the server sends them.

const LOCALES = ['', '/en'];
// The inventory pages written so far (issue #14 writes the rest): each must be there, in both locales.
const inventory = fs
  .readFileSync('data/routes.tsv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t') as [string, string])
  .filter(([, file]) => fs.existsSync(file))
  .map(([route]) => route);

// Attributes of real tags only: code samples show `href=` as escaped text.
const TAG = /<(?:a|link|script|img|source|iframe)\b[^>]*>/g;
const REFERENCE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const ID = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** Internal references of a page: links, images, stylesheets, scripts (not external, not mail). */
function references(html: string, pageUrl: URL): URL[] {
  const found: URL[] = [];
  for (const match of [...html.matchAll(TAG)].flatMap(([tag]) => [...tag.matchAll(REFERENCE)])) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
    if (value === '' || /^(?:mailto:|tel:|javascript:|data:|blob:)/i.test(value)) continue;
    let url: URL;
    try {
      url = new URL(value, pageUrl);
    } catch {
      continue;
    }
    if (url.origin === pageUrl.origin) found.push(url);
  }
  return found;
}

function ids(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((match) => {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }));
}

test('every page, link, anchor and asset of the build answers, and no page is an orphan', async ({request, baseURL}) => {
  test.setTimeout(15 * 60_000);
  const origin = new URL(baseURL!);
  const pages = new Map<string, string>();
  const statuses = new Map<string, number>();
  const broken: string[] = [];
  const linkedPages = new Set<string>();

  async function fetchText(path: string): Promise<{status: number; text: string}> {
    const response = await request.get(path, {maxRedirects: 5});
    return {status: response.status(), text: response.headers()['content-type']?.includes('text/html') ? await response.text() : ''};
  }

  // Every inventory page in both locales, then everything they reference, breadth first.
  const queue = LOCALES.flatMap((prefix) => inventory.map((route) => prefix + route));
  for (const route of queue) {
    const {status, text} = await fetchText(route);
    statuses.set(route, status);
    if (status !== 200) broken.push(`${route}: inventory page answers ${status}`);
    else pages.set(route, text);
  }
  const anchorsToCheck: {from: string; path: string; anchor: string}[] = [];
  for (const [route, html] of pages) {
    for (const url of references(html, new URL(route, origin))) {
      const path = url.pathname + url.search;
      if (url.pathname.endsWith('.html') || url.pathname.endsWith('/')) linkedPages.add(url.pathname);
      if (url.hash.length > 1 && (url.pathname.endsWith('.html') || url.pathname.endsWith('/'))) {
        anchorsToCheck.push({from: route, path: url.pathname, anchor: decodeURIComponent(url.hash.slice(1))});
      }
      if (statuses.has(path)) continue;
      const {status, text} = await fetchText(path);
      statuses.set(path, status);
      if (text) pages.set(url.pathname, text);
      if (status !== 200) broken.push(`${route} → ${path}: ${status}`);
    }
  }
  for (const {from, path, anchor} of anchorsToCheck) {
    const html = pages.get(path);
    // Version anchors on release pages are answered by their client module (archive, old forms).
    if (html && !ids(html).has(anchor) && !/release/.test(path)) broken.push(`${from} → ${path}#${anchor}: no such anchor`);
  }
  const orphans = LOCALES.flatMap((prefix) => inventory.map((route) => prefix + route)).filter((route) => !linkedPages.has(route) && route !== '/404.html' && route !== '/en/404.html');
  // Broken references first: a missing inventory page is usually one cause of many broken links.
  const report = [...new Set(broken)].sort((a, b) => Number(a.includes('inventory page')) - Number(b.includes('inventory page')));
  expect(report.slice(0, 60), `${report.length} broken`).toEqual([]);
  expect(orphans.slice(0, 50), `${orphans.length} orphans`).toEqual([]);
});

// The JavaScript a reader's first visit fetches, measured one way for `npm run bench` (this site
// against stock) and for the byte budget of `npm test` (e2e/budgets.spec.ts), on the same pages.
import zlib from 'node:zlib';

/** Sample pages: the home page and the longest pages of each kind, by their docs file. */
export const SAMPLE_PAGES = [
  {name: 'home', file: 'README.md'},
  {name: 'BLE API', file: 'api/system/ble.md'},
  {name: 'request API', file: 'api/request/request.md'},
  {name: 'map component', file: 'component/map.md'},
  {name: 'pages.json', file: 'collocation/pages.md'},
  {name: 'Vue 3 guide', file: 'tutorial/vue3-basics.md'},
];

/**
 * A docs file's address: this site's is `.html` (a folder's README is the folder), stock's has no
 * extension, and stock also takes a file named like its folder as the folder's page
 * (`api/request/request.md` → `/api/request/`).
 * @param {string} file
 * @param {'ours' | 'stock'} site
 */
export function addressOf(file, site = 'ours') {
  const route = file.replace(/\.mdx?$/, '').replace(/(^|\/)(README|index)$/, '$1');
  if (route === '' || route.endsWith('/')) return `/${route}`;
  if (site === 'ours') return `/${route}.html`;
  const folderPage = /(?:^|\/)([^/]+)\/\1$/.exec(route);
  return folderPage ? `/${route.slice(0, -folderPage[1].length)}` : `/${route}`;
}

/** A visit has settled once nothing has been in flight for this long after hydration. */
export const QUIET_MS = 500;

/**
 * Follows a page's requests from now on. `quietForMs()` is how long nothing has been in flight (0
 * while something is); `stop()` stops following. Playwright's own `networkidle` does not do: on a
 * busy machine main.js can run for over 500 ms with nothing in flight, and the network counts as
 * idle before hydration asks for anything (its React.lazy code, the islands near the viewport).
 * @param {import('@playwright/test').Page} page
 */
export function watchNetwork(page) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  /** @param {import('@playwright/test').Request} request */
  const started = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  /** @param {import('@playwright/test').Request} request */
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quietForMs: () => (inFlight.size === 0 ? Date.now() - lastActivity : 0),
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Scripts a first visit fetches (cold cache; prefetches, which Chromium types as "other", excluded),
 * each gzipped as a static host would serve it (level 6), counted until React has hydrated the page
 * and the network has been quiet for QUIET_MS. Returns `{files, gzipBytes, rawBytes, scripts}`,
 * `scripts` being each file's path and gzip bytes, largest first.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{timeoutMs?: number}} [options] how long the page may take to hydrate, and then to settle
 */
export async function firstVisitJs(browser, url, {timeoutMs = 30_000} = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {import('@playwright/test').Response[]} */
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) responses.push(response);
    });
    const network = watchNetwork(page);
    const answer = await page.goto(url, {timeout: timeoutMs});
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    // Docusaurus marks <html> once React has hydrated: every script of the visit has run by then.
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: timeoutMs});
    const deadline = Date.now() + timeoutMs;
    while (network.quietForMs() < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was not quiet for ${QUIET_MS} ms within ${timeoutMs} ms of hydration`);
      await page.waitForTimeout(50);
    }
    network.stop();
    const scripts = [];
    let rawBytes = 0;
    for (const response of responses) {
      const body = await response.body();
      rawBytes += body.length;
      scripts.push({path: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body, {level: 6}).length});
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {files: scripts.length, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), rawBytes, scripts};
  } finally {
    await context.close();
  }
}

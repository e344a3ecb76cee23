// What a reader's browser pays: the JavaScript of a first visit, and the time of a client-side
// navigation. Both run in Chromium through Playwright against a plain static server.
import zlib from 'node:zlib';

/**
 * Scripts a first visit fetches (cold cache; prefetches excluded), each gzipped as a static host
 * would serve it (level 6). Returns `{files, gzipBytes, rawBytes}`.
 */
export async function firstVisitJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && response.ok()) scripts.push(response);
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Docusaurus marks <html> once React has hydrated: every script of the visit has run by then.
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const response of scripts) {
    const body = await response.body();
    rawBytes += body.length;
    gzipBytes += zlib.gzipSync(body, {level: 6}).length;
  }
  await context.close();
  return {files: scripts.length, gzipBytes, rawBytes};
}

/**
 * Milliseconds from a client-side navigation to a page whose code is not loaded yet until its
 * heading shows: `history.pushState` + `popstate`, which the router follows like a link click.
 */
export async function spaNavigation(browser, fromUrl, toPath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(fromUrl, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  const ms = await page.evaluate(async (target) => {
    const heading = () => document.querySelector('main h1, article h1')?.textContent ?? '';
    const before = heading();
    const start = performance.now();
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no new heading after navigating to ${target}`)), 15_000);
      const check = () => {
        if (location.pathname === target && heading() && heading() !== before) {
          clearTimeout(timeout);
          resolve(performance.now() - start);
        } else requestAnimationFrame(check);
      };
      check();
    });
  }, toPath);
  await context.close();
  return ms;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The time of a client-side navigation, in Chromium through Playwright against a plain static
// server (the JavaScript of a first visit is measured in ./firstVisit.mjs).

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

import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {QUIET_MS, watchNetwork} from '../bench/firstVisit.mjs';

/** Console errors a spec may cause on purpose; each entry says why it is expected. */
const IGNORED_CONSOLE_ERRORS: {pattern: RegExp; reason: string}[] = [
  {pattern: /Failed to load resource: the server responded with a status of 404/, reason: 'visiting an unknown path is the not-found test itself'},
  {pattern: /Failed to load resource: net::ERR_FAILED|Loading chunk \S+ failed/, reason: 'the lost-chunk specs block page code on purpose'},
];

export const test = base.extend<{page: Page}>({
  page: async ({page}, use) => {
    const errors: string[] = [];
    const report = (text: string) => {
      if (!IGNORED_CONSOLE_ERRORS.some(({pattern}) => pattern.test(text))) errors.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') report(message.text());
    });
    page.on('pageerror', (error) => report(error.message));
    await use(page);
    expect(errors, 'console errors on the pages visited').toEqual([]);
  },
});
export {expect, watchNetwork};

/** Opens a page and waits until React has taken it over, so clicks go to the client router. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return response;
}

/** Waits until nothing has been in flight for QUIET_MS, by what `network` has followed. */
export async function networkQuiet(network: ReturnType<typeof watchNetwork>, what: string) {
  await expect.poll(network.quietForMs, {message: `the network quiet on ${what}`, intervals: [100]}).toBeGreaterThanOrEqual(QUIET_MS);
}

/**
 * Opens a page, waits until React has taken it over, then until nothing has been in flight for
 * 500 ms: the code hydration asks for (React.lazy banners) and islands near the viewport are in.
 * The end of a visit as the byte budget (bench/firstVisit.mjs) counts it.
 */
export async function gotoSettled(page: Page, path: string) {
  const network = watchNetwork(page);
  try {
    const response = await gotoHydrated(page, path);
    await networkQuiet(network, path);
    return response;
  } finally {
    network.stop();
  }
}

/** Keeps the text of every script the page fetches from now on; the function returned joins those in so far. */
export function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

/** A page's code: its scripts, and a doc page's content fetched as HTML and data (plugins/lean-client). */
export function isPageCode(url: URL): boolean {
  return /\/assets\/js\/[^/]+\.js$|\.doc\.json$/.test(url.pathname);
}

/**
 * The progress bar's own code (plugins/site-client), fetched as the first navigation starts. Specs
 * that slow a page's code down leave it be: at 1.5 KB it arrives long before a slow page's code.
 */
export function isSlowPageCode(url: URL): boolean {
  return isPageCode(url) && !/\/assets\/js\/progress-bar\.[^/]+\.js$/.test(url.pathname);
}

/**
 * Holds the page code asked for from now on (but the progress bar's, isSlowPageCode) until the
 * function returned is called: a navigation then waits for its code as long as the test looks at
 * it, on a fast machine or a busy one.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSlowPageCode, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls to an element of an article as a reader gets there. The article's blocks take their real
 * size only as they come near the viewport (content-visibility in src/css/custom.css), so after a
 * jump the blocks around the element grow and may move it: scroll again until it stays in view.
 */
export async function scrollIntoViewSettled(locator: Locator) {
  const nextFrames = () => locator.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded();
    const before = await locator.boundingBox();
    await nextFrames();
    expect(await locator.boundingBox()).toEqual(before);
    // Briefly: toPass retries the whole, and a long wait here (expect's own, sized for a busy
    // machine) would only hold on to a position the growing blocks have already changed.
    await expect(locator).toBeInViewport({timeout: 1_000});
  }).toPass();
}

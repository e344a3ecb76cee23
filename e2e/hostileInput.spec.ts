import type {Page} from '@playwright/test';
import {test, expect, networkQuiet, watchNetwork} from './fixtures';

/**
 * Opens an address and reports what happened once the page has settled: taken over by React (or
 * gone off the site, which the test reports) and nothing in flight for 500 ms, so that a payload's
 * image error or redirect would have run. Where the page ended, whether script ran, what it shows.
 */
async function visit(page: Page, address: string) {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const origin = new URL(address).origin;
  const network = watchNetwork(page);
  await page.goto(address).catch(() => undefined);
  const hydrated = page.locator('html[data-has-hydrated="true"]');
  await expect.poll(async () => new URL(page.url()).origin !== origin || (await hydrated.count()) > 0, {message: `${address} hydrated or left the site`}).toBe(true);
  await networkQuiet(network, address);
  network.stop();
  return {
    dialogs,
    url: new URL(page.url()),
    pwned: await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned),
    text: (await page.locator('body').innerText().catch(() => '')).trim(),
  };
}

const PAYLOAD = encodeURIComponent('"><img src=x onerror="window.__pwned=1">');

const ADDRESSES = [
  `/api/?id=${PAYLOAD}`,
  `/api/?id='%3E%3Csvg%20onload%3Dwindow.__pwned%3D1%3E`,
  '/api/?id=javascript:window.__pwned=1',
  '/api/#javascript:window.__pwned=1',
  `/api/#${PAYLOAD}`,
  '/collocation/i18n?id=javascript:alert(1)',
  '/collocation/i18n#//evil.example/x',
  '//evil.example/api/x.html',
  '//',
  '/%2F%2Fevil.example/x',
  '/%5C%5Cevil.example/x',
  '/..%2F..%2Fetc%2Fpasswd',
  '/api/../../../collocation/i18n',
  '/collocation/i18n/..%2F..%2F..%2F%2Fevil.example',
  `/${'a'.repeat(4000)}.html`,
  `/${'%E4%B8%AD'.repeat(800)}.html`,
  '/%E0%A4%A.html',
  '/release.html#%E0%A4%A',
];

test.describe('hostile addresses', () => {
  for (const address of ADDRESSES) {
    test(`${address.slice(0, 80)}: no script runs, no navigation off-site, no blank page`, async ({page, baseURL}) => {
      // Concatenated, not resolved: `//host` must reach the server as a path.
      const result = await visit(page, `${baseURL!.replace(/\/$/, "")}${address}`);
      expect(result.dialogs).toBe(0);
      expect(result.pwned).toBeUndefined();
      expect(result.url.origin).toBe(new URL(baseURL!).origin);
      expect(result.text.length).toBeGreaterThan(20);
    });
  }
});

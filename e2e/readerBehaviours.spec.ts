import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, gotoSettled, holdPageCode, isPageCode, scrollIntoViewSettled} from './fixtures';

test('the progress bar shows while a page\'s code loads, and not for a page already loaded', async ({page}) => {
  // The page's timers run on Playwright's clock, so that the test can move them on at once.
  await page.clock.install();
  await gotoSettled(page, '/api/');
  const release = await holdPageCode(page);
  // Followed from the keyboard: the link is far down /api/, in blocks that take their real size as
  // they come near, so a busy machine's click could land where it was before they grew; and the
  // page's animation frames, which scrollIntoViewSettled waits for, run on the test's clock here.
  await page.getByRole('main').getByRole('link', {name: 'uni.request'}).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/request\.html$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('uni.request');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toContainText('API');
  // The bar starts 200 ms into a navigation that is still waiting for code (theme-classic's
  // nprogress module): with the timers a second on, a bar that was due would be there now.
  await page.clock.runFor(1000);
  expect(await page.locator('#nprogress').count()).toBe(0);
});

/** Blocks the code a click will need (not fetched yet) until `release` is called. */
async function blockNewScripts(page: Page, start = '/api/') {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    // A prefetch (stock Docusaurus prefetches the links in view; DOCS_LEAN=0) is not code the page
    // ran: routing turns the cache off, so the click fetches it again, and that is blocked.
    if (isPageCode(new URL(request.url())) && request.resourceType() !== 'other') loaded.add(request.url());
  });
  // The page's own code includes what it fetches after hydration (islands near the viewport).
  await gotoSettled(page, start);
  const known = new Set(loaded);
  const blocked = new Set<string>();
  let released = false;
  await page.route(isPageCode, (route) => {
    const url = route.request().url();
    if (released || known.has(url)) return route.continue();
    blocked.add(url);
    return route.abort();
  });
  return {blocked, release: () => (released = true)};
}

test('a lost page chunk is recovered by loading the page fully', async ({page}) => {
  const {blocked, release} = await blockNewScripts(page);
  let fullLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      fullLoads += 1;
      release();
    }
  });
  // Far down /api/, in blocks that take their real size as they come near: scrolled there first, or a
  // busy machine's click lands where the link was before the blocks around it grew.
  const link = page.getByRole('main').getByRole('link', {name: 'uni.request'}).first();
  await scrollIntoViewSettled(link);
  await link.click();
  await expect(page).toHaveURL(/request\.html$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('uni.request');
  expect(blocked.size).toBeGreaterThan(0);
  expect(fullLoads).toBe(1);
});

test('a chunk lost again after the full load shows a message with a retry button, never a loop', async ({page}) => {
  // An .mdx page keeps its compiled markdown: its code is lost on the full load too.
  const {release} = await blockNewScripts(page, '/__fixtures__/widgets.html');
  let fullLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fullLoads += 1;
  });
  await page.locator('article').getByRole('link', {name: '编译后的正文', exact: true}).click();
  await expect(page.getByRole('alert')).toContainText('页面加载失败');
  expect(fullLoads).toBe(1);
  release();
  await page.getByRole('button', {name: '重试'}).click();
  await expect(page).toHaveURL(/\/__fixtures__\/compiled\.html$/);
  await expect(page.getByRole('tab').first()).toBeVisible();
});

test('a page shows its last-updated date on a first visit and after a client navigation', async ({page}) => {
  const date = page.locator('time[itemprop="dateModified"]');
  await gotoHydrated(page, '/api/system/ble.html');
  await expect(date).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await page.locator('[data-search-body] a[href="/api/system/bluetooth.html"]').first().click();
  await expect(page).toHaveURL(/bluetooth\.html$/);
  await expect(date).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
});

test.describe('on a phone', () => {
  test.use({
    viewport: {width: 390, height: 844},
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('the body forbids page scroll while the navigation drawer is open', async ({page}) => {
    await gotoHydrated(page, '/api/request/request.html');
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(page.locator('body')).toHaveClass(/site-nav-open/);
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('body')).not.toHaveClass(/site-nav-open/);
  });
});

test('following a link to the page already shown logs nothing', async ({page}) => {
  await gotoHydrated(page, '/api/request/request.html');
  const self = page.getByRole('navigation', {name: '文档侧边栏'}).locator('a[aria-current="page"]');
  await self.click();
  await self.click();
  await expect(page).toHaveURL(/request\.html$/);
});

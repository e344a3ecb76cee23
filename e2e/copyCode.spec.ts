import {test, expect, gotoHydrated, scrollIntoViewSettled} from './fixtures';

test('copies a code block and says so in a toast for 3 s', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/__fixtures__/widgets.html');
  // The page times the toast itself: a timeout in the test would also count the test's own delays.
  await page.evaluate(() => {
    const region = document.querySelector('[role="status"]')!;
    (window as {toastShownFor?: Promise<number>}).toastShownFor = new Promise((done) => {
      let shownAt = 0;
      new MutationObserver(() => {
        const shown = region.textContent !== '';
        if (shown && !shownAt) shownAt = performance.now();
        if (!shown && shownAt) done(performance.now() - shownAt);
      }).observe(region, {childList: true, subtree: true, characterData: true});
    });
  });
  const block = page.locator('.theme-code-block', {hasText: 'request.js'});
  await block.hover();
  await block.getByRole('button', {name: '复制代码'}).click();
  await expect(page.getByRole('status').getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "const task = uni.request({\n  url: 'https://example.com/api',\n  success(res) {\n    console.log(res.data)\n  },\n})",
  );
  // 3 s from the page's timer; a loaded machine may render the end a little late, never early.
  const shownFor = await page.evaluate(() => (window as {toastShownFor?: Promise<number>}).toastShownFor!);
  expect(shownFor).toBeGreaterThan(2900);
  expect(shownFor).toBeLessThan(5000);
});

test('says 复制失败 when the clipboard refuses', async ({page}) => {
  await gotoHydrated(page, '/__fixtures__/widgets.html');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
  });
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: '复制代码'}).click();
  await expect(page.getByRole('status').getByText('复制失败')).toBeVisible();
});

test('a code block gets its buttons as it comes near, not all at load', async ({page}) => {
  await gotoHydrated(page, '/api/system/ble.html');
  const last = page.locator('.theme-code-block').last();
  await expect(last.getByRole('button', {name: '复制代码'})).toHaveCount(0);
  await scrollIntoViewSettled(last);
  await expect(last.getByRole('button', {name: '复制代码'})).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('a code block wider than the screen offers word wrap, and wraps', async ({page}) => {
    await gotoHydrated(page, '/api/system/ble.html');
    const block = page.locator('.theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const pre = block.locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await block.getByRole('button', {name: '切换自动换行'}).click();
    await expect.poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    // Wrapped, it keeps the toggle that unwraps it.
    await expect(block.getByRole('button', {name: '切换自动换行'})).toHaveCount(1);
  });
});

import {TOAST_DURATION_MS} from '../src/components/Toast/toastStore';
import {test, expect, gotoHydrated, gotoSettled, scrollIntoViewSettled} from './fixtures';

test('copies a code block and says so in a toast for 3 s', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The toast's timer runs on Playwright's clock, which the test stops and moves on itself.
  await page.clock.install();
  await gotoHydrated(page, '/__fixtures__/widgets.html');
  const block = page.locator('.theme-code-block', {hasText: 'request.js'});
  await block.hover();
  const button = block.getByRole('button', {name: '复制代码'});
  await expect(button).toBeVisible();
  // Stopped a while ahead (the timers due meanwhile fire once): the page's clock runs on as the
  // test reads it, and stopping it at a time already past is an error.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await button.click();
  const toast = page.getByRole('status').getByText('复制成功');
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "const task = uni.request({\n  url: 'https://example.com/api',\n  success(res) {\n    console.log(res.data)\n  },\n})",
  );
  await page.clock.runFor(TOAST_DURATION_MS - 100);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
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
  // Settled: the buttons of the blocks near the viewport are in, and the last block's would be too.
  await gotoSettled(page, '/api/system/ble.html');
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

import {test, expect, gotoHydrated} from './fixtures';

test('back-to-top shows past 300 px and scrolls smoothly to the top', async ({page}) => {
  await gotoHydrated(page, '/api/system/bluetooth.html');
  const button = page.getByRole('button', {name: '回到顶部'});
  await expect(button).toBeHidden();
  // Shown past 300 px, then hidden again at 150: each change is one the page makes, awaited.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

import {test, expect, gotoHydrated} from './fixtures';

test('back-to-top shows past 300 px and scrolls smoothly to the top', async ({page}) => {
  await gotoHydrated(page, '/api/system/bluetooth.html');
  const button = page.getByRole('button', {name: '回到顶部'});
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(250);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(250);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

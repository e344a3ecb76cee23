import {test, expect, gotoHydrated} from './fixtures';

test('main layout: section sidebar, table of contents and footer', async ({page}) => {
  await gotoHydrated(page, '/api/request/request.html');
  await expect(page.getByRole('navigation', {name: '文档侧边栏'})).toBeVisible();
  await expect(page.locator('.table-of-contents')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('simple layout: navbar and content only', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('navigation', {name: '主导航'})).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', {name: '文档侧边栏'})).toHaveCount(0);
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('pageClass is added to the page wrapper', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('.site-page.home-page')).toHaveCount(1);
});

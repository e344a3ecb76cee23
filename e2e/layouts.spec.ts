import {test, expect, gotoHydrated} from './fixtures';

test('main layout: section sidebar, table of contents and footer', async ({page}) => {
  await gotoHydrated(page, '/api/request/request.html');
  await expect(page.getByRole('navigation', {name: '文档侧边栏'})).toBeVisible();
  await expect(page.locator('.table-of-contents')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a doc page links to its source for editing and shows when it last changed', async ({page}) => {
  await gotoHydrated(page, '/api/request/request.html');
  await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute('href', /\/edit\/main\/docs\/api\/request\/request\.md$/);
  await expect(page.getByText(/^上次更新：\d{4}年\d{1,2}月\d{1,2}日$/)).toBeVisible();
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

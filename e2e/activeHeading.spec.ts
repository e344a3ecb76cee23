import {test, expect, gotoHydrated} from './fixtures';

test('the table of contents marks the heading being read and keeps it in view', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  await gotoHydrated(page, '/api/system/bluetooth.html');
  const toc = page.locator('.theme-doc-toc-desktop');
  const headings = page.locator('article h2, article h3');
  const count = await headings.count();
  const target = headings.nth(count - 2);
  const id = (await target.getAttribute('id'))!;
  await target.evaluate((heading) => heading.scrollIntoView({block: 'start'}));
  const link = toc.locator(`a[href="#${id}"]`);
  await expect(link).toHaveClass(/table-of-contents__link--active/);
  await expect(toc.locator('.table-of-contents__link--active')).toHaveCount(1);
  await expect(link).toBeInViewport();
});

test('the auto sidebar follows the reading position too', async ({page}) => {
  await gotoHydrated(page, '/univerify.html');
  const target = page.locator('article h2').nth(3);
  const id = (await target.getAttribute('id'))!;
  await target.evaluate((heading) => heading.scrollIntoView({block: 'start'}));
  await expect(page.getByRole('navigation', {name: '本页导航'}).locator(`a[href="#${id}"]`)).toHaveClass(/linkActive/);
});

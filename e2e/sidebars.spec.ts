import {test, expect, gotoHydrated, gotoSettled} from './fixtures';

// One page of each section, and an entry only that section's _sidebar.md lists.
const SECTION_PAGES = [
  ['/api/request/request.html', 'WebSocket'],
  ['/collocation/pages.html', 'easycom'],
  ['/component/', '组件概述'],
  ['/dev/', '开发者中心'],
  ['/plugin/', '插件概述'],
  ['/tutorial/', 'uni-app 组成和跨端原理'],
  ['/uni-ad/uni-ad.html', 'uni-ad 广告变现'],
  ['/worktile/auto/hbuilderx-extension/', 'HBuilderX 插件'],
  ['/unipush.html', 'uni-push 2.0'],
] as const;

for (const [path, entry] of SECTION_PAGES) {
  test(`${path} shows its section's sidebar`, async ({page}) => {
    await gotoHydrated(page, path);
    const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
    await expect(sidebar.getByRole('link', {name: entry, exact: true})).toBeVisible();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
  });
}

test('opens the current page\'s group, keeps other groups folded', async ({page}) => {
  await gotoHydrated(page, '/unipush.html');
  const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
  await expect(sidebar.getByRole('button', {name: /服务/})).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('button', {name: /起步/})).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: '通过命令行创建项目'})).toBeHidden();
});

test('hydration keeps the sidebar the server rendered; a group without a page still folds on click', async ({page}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as {sidebarRemovals?: string[]}).sidebarRemovals = removed;
    document.addEventListener('DOMContentLoaded', () => {
      const menu = document.querySelector('nav.menu');
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) removed.push(node.textContent ?? '');
      }).observe(menu!, {childList: true, subtree: true});
    });
  });
  await gotoSettled(page, '/unipush.html');
  expect(await page.evaluate(() => (window as {sidebarRemovals?: string[]}).sidebarRemovals)).toEqual([]);
  const group = page.getByRole('navigation', {name: '文档侧边栏'}).getByRole('button', {name: /起步/});
  // Its link is its first page's address, as the server wrote it, for a reader without scripts.
  await expect(group).toHaveAttribute('href', /\.html$/);
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/unipush\.html$/);
});

test.describe('in a short window', () => {
  test.use({viewport: {width: 1280, height: 220}});

  test('scrolls the current entry of a long sidebar into view', async ({page}) => {
    await gotoHydrated(page, '/uni-publish/intro.html');
    const menu = page.getByRole('navigation', {name: '文档侧边栏'});
    expect(await menu.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    const current = menu.locator('a[aria-current="page"]');
    await expect
      .poll(async () => {
        const [item, box] = await Promise.all([current.boundingBox(), menu.boundingBox()]);
        return item!.y >= box!.y && item!.y + item!.height <= box!.y + box!.height;
      })
      .toBe(true);
  });
});

test('builds a sidebar from the page headings for sidebar: auto', async ({page}) => {
  await gotoHydrated(page, '/univerify.html');
  await expect(page.getByRole('navigation', {name: '文档侧边栏'})).toHaveCount(0);
  const auto = page.getByRole('navigation', {name: '本页导航'});
  const groups = auto.locator('ul').first().locator(':scope > li');
  const h2 = await page.locator('article h2').allTextContents();
  await expect(groups).toHaveCount(h2.length);
  const firstGroupWithChildren = groups.filter({has: page.locator('ul')}).first();
  const groupTitle = (await firstGroupWithChildren.locator(':scope > a').textContent())!;
  const h3 = page.locator('article h2', {hasText: groupTitle}).locator('xpath=following-sibling::h3');
  await expect(firstGroupWithChildren.locator('ul > li > a').first()).toHaveAttribute('href', `#${await h3.first().getAttribute('id')}`);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the sidebar opens from the menu button, locks the page and closes after navigating', async ({page}) => {
    await gotoHydrated(page, '/api/request/request.html');
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'API 概述'})).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('link', {name: 'API 概述'}).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(menu.getByRole('link', {name: 'API 概述'})).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the closed menu holds no links until it first opens', async ({page}) => {
    await gotoHydrated(page, '/api/request/request.html');
    const menuLinks = page.locator('.navbar-sidebar__items a');
    await expect(menuLinks).toHaveCount(0);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API 概述'})).toBeVisible();
    expect(await menuLinks.count()).toBeGreaterThan(10);
  });
});

test('an always-open group without a page is a heading, and every sidebar link has an address', async ({page}) => {
  await gotoHydrated(page, '/collocation/pages.html');
  const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
  await expect(sidebar.getByText('全局文件', {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: '全局文件'})).toHaveCount(0);
  await expect(sidebar.getByRole('link', {name: 'manifest.json 应用配置'})).toBeVisible();
  expect(await sidebar.locator('a:not([href])').count()).toBe(0);
});

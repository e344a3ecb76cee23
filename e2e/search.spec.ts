import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, gotoSettled} from './fixtures';

/** Opens search with the keyboard, types a query and returns the addresses of the hits shown. */
async function search(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', {name: '搜索文档'});
  await box.fill(query);
  const hits = page.getByRole('option');
  await expect(hits.first()).toBeVisible();
  return hits.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

// Each query and the page a reader expects among the first three hits.
const QUERIES: [string, string][] = [
  ['网络请求', '/api/request/request.html'],
  ['蓝牙', '/api/system/bluetooth.html'],
  ['上传文件', '/api/request/network-file.html'],
  ['uni.request 超时', '/api/request/request.html'],
  ['scroll-view 下拉刷新', '/component/scroll-view.html'],
  ['uni.navigateTo', '/api/router.html'],
  ['scroll-view', '/component/scroll-view.html'],
  ['数据缓存', '/api/storage/storage.html'],
];

test.describe('local search', () => {
  for (const [query, expected] of QUERIES) {
    test(`"${query}" finds ${expected} in the top 3`, async ({page}) => {
      await gotoHydrated(page, '/api/');
      expect((await search(page, query)).slice(0, 3)).toContain(expected);
    });
  }

  test('Ctrl-K opens search; arrow keys and Enter open a hit; Escape closes', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', {name: '搜索文档'});
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    const hits = await search(page, '蓝牙');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hits[0]!.replace(/\./g, '\\.')}$`));
  });

  test('Enter without a selected hit opens the results page, which keeps the query in its address', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, '条件');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\.html\?q=%E6%9D%A1%E4%BB%B6$/);
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('a results page opened from its address shows the hits with title, section and highlighted text', async ({page}) => {
    await gotoHydrated(page, `/search.html?q=${encodeURIComponent('蓝牙')}`);
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(first).toContainText('API');
  });

  test('search code and index load only when search opens', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoSettled(page, '/api/');
    expect(fetched.filter((path) => path.includes('pagefind'))).toEqual([]);
    await search(page, '蓝牙');
    expect(fetched.some((path) => path.startsWith('/pagefind/'))).toBe(true);
  });

  test('the English site searches its own index', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/en/api/');
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill('uni.request');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(fetched.some((path) => path.startsWith('/en/pagefind/'))).toBe(true);
    expect(fetched.some((path) => path.startsWith('/pagefind/'))).toBe(false);
    const href = await page.getByRole('option').first().getAttribute('href');
    expect(href).toMatch(/^\/en\//);
  });
});

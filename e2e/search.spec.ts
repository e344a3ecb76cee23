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

test.describe('local search', () => {
  // Relevance is measured on the whole relevance set (searchRelevance.spec.ts, npm run search:eval);
  // here, that the dialog shows the engine's ranking.
  test('the dialog lists the best page first, with its section', async ({page}) => {
    await gotoHydrated(page, '/api/');
    expect((await search(page, '剪切板'))[0]).toBe('/api/system/clipboard.html');
    await expect(page.getByRole('option').first()).toContainText('API');
  });

  test('a query that finds nothing says so and offers the sections\' index pages', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await page.getByRole('combobox', {name: '搜索文档'}).fill('qqqzzzxxv');
    await expect(page.getByText('没有找到与“qqqzzzxxv”相关的页面。')).toBeVisible();
    await page.getByRole('dialog').getByRole('link', {name: 'API'}).click();
    await expect(page).toHaveURL(/\/api\/$/);
  });

  test('on the English site, a query that finds nothing offers the sections in English', async ({page}) => {
    await gotoHydrated(page, '/en/');
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill('qqqzzzxxv');
    await expect(page.getByText('No pages match “qqqzzzxxv”.')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', {name: 'Components'})).toHaveAttribute('href', '/en/component/');
  });

  test('the not-found page suggests pages for the words of the unknown address', async ({page}) => {
    await page.goto('/api/system/clipboard-data.html');
    const suggestions = page.getByRole('navigation', {name: '你要找的可能是：'});
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/api/system/clipboard.html');
    await expect(suggestions.getByRole('link')).toHaveCount(3);
  });

  // A reader who followed a dead link on a phone sees the suggestions without scrolling: after the
  // text's lead, before its first section.
  test('on a phone, the not-found suggestions show on the first screen, before the page text\'s sections', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/en/api/system/clipboard-data.html');
    const suggestions = page.getByRole('navigation', {name: 'Perhaps you were looking for:'});
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/en/api/system/clipboard.html');
    const box = (await suggestions.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const firstSection = (await page.getByRole('main').getByRole('heading', {level: 2}).first().boundingBox())!;
    expect(box.y).toBeLessThan(firstSection.y);
  });

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
    expect(fetched.filter((path) => path.includes('search-index'))).toEqual([]);
    await search(page, '蓝牙');
    expect(fetched.some((path) => path.startsWith('/search-index/'))).toBe(true);
  });

  test('the English site searches its own index', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/en/api/');
    await page.keyboard.press('/');
    await page.getByRole('combobox').fill('uni.request');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(fetched.some((path) => path.startsWith('/en/search-index/'))).toBe(true);
    expect(fetched.some((path) => path.startsWith('/search-index/'))).toBe(false);
    const href = await page.getByRole('option').first().getAttribute('href');
    expect(href).toMatch(/^\/en\//);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {WRITER_MISTAKES} from '../../scripts/writerMistakes';
import {MISTAKES, startDevSite, type DevSite} from './devSite';

// The writers' preview: `npm start` on a small site (the build gate's, with the e2e fixture pages),
// used as a writer uses it: pages as the build shows them, edits shown as they are saved, and a
// mistake named by file and line in the terminal and in the browser, until it is fixed.

/** The dev server's first compile of the small site: ~20 s on a quiet 2-core machine. */
const STARTUP_MS = 240_000;
/** From a save to the page or the error overlay showing it, on a busy machine. */
const UPDATE_MS = 60_000;
/** The mistakes the dev server must show in the browser as well as in the terminal. */
const SHOWN = ['link-to-missing-page', 'sidebar-bad-line', 'unknown-layout', 'malformed-front-matter'];

test.describe.configure({mode: 'serial'});
test.setTimeout(STARTUP_MS + 4 * UPDATE_MS);

let site: DevSite;

test.beforeAll(async () => {
  test.setTimeout(STARTUP_MS + 30_000);
  site = await startDevSite(STARTUP_MS);
  test.info().annotations.push({type: 'dev server: first page served after (ms)', description: String(site.startupMs)});
  console.log(`dev server: first page served ${(site.startupMs / 1000).toFixed(1)} s after docusaurus start`);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('dev server output', {body: site.output(), contentType: 'text/plain'});
});

test.afterAll(async () => {
  await site?.stop();
});

/** The dev server's error overlay (an iframe of rspack's dev client), as text; null when none shows. */
function overlayText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#webpack-dev-server-client-overlay');
    return frame ? (frame.contentDocument?.body?.innerText ?? '') : null;
  });
}

async function open(page: Page, address: string): Promise<void> {
  await page.goto(site.url + address);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: UPDATE_MS});
}

test('serves every page as the build does: sidebar, table of contents, highlighted code, widgets and diagrams', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/quickstart.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('快速上手');
  await expect(page.locator('.table-of-contents').first()).toContainText('运行');
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  await open(page, '/api/request.html');
  await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '发起请求'})).toBeVisible();
  await open(page, '/__fixtures__/widgets.html');
  await expect(page.locator('.site-diagram svg')).toContainText('编写代码');
  await expect(page.getByRole('table', {name: 'uni.getPushClientId 平台兼容性'})).toBeVisible();
  await expect(page.locator('.theme-code-block', {hasText: 'request.js'}).locator('.token.keyword').first()).toHaveText('const');
  const groups = page.locator('.tabs-container');
  await groups.first().getByRole('tab', {name: 'Vue 2'}).click();
  await expect(groups.nth(1).getByRole('tab', {name: 'Vue 2'})).toHaveAttribute('aria-selected', 'true');
  await page.locator('table', {hasText: 'statusCode'}).getByRole('button', {name: '收起 success 的子参数'}).click();
  await expect(page.getByRole('row', {name: /statusCode/})).toBeHidden();
  // The English locale is a build of its own; the dev server serves the default one.
  expect(errors).toEqual([]);
});

// Writers preview the not-found text (docs/404.md) as readers get it.
test('an unknown address shows the not-found page', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/no/such/page.html');
  await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: '文档首页'})).toBeVisible();
  expect(errors).toEqual([]);
});

// The index is made from the built pages, which the preview does not write: search says so and how
// to try it, instead of reporting an outage.
test('search says the preview has no index and how to search the built site', async ({page}) => {
  await open(page, '/quickstart.html');
  await page.keyboard.press('/');
  await page.getByRole('combobox', {name: '搜索文档'}).fill('request');
  await expect(page.getByRole('dialog')).toContainText('预览服务器（npm start）没有搜索索引', {timeout: UPDATE_MS});
  await expect(page.getByRole('dialog')).toContainText('npm run serve');
});

test('a saved edit shows in the open page, without a reload', async ({page}) => {
  await open(page, '/quickstart.html');
  await page.evaluate(() => ((window as {notReloaded?: boolean}).notReloaded = true));
  const original = site.read('docs/quickstart.md');
  const saved = Date.now();
  site.write('docs/quickstart.md', `${original}\n写作者刚保存的一段话。\n`);
  await expect(page.getByText('写作者刚保存的一段话。')).toBeVisible({timeout: UPDATE_MS});
  const updateMs = Date.now() - saved;
  test.info().annotations.push({type: 'from save to the updated page (ms)', description: String(updateMs)});
  console.log(`dev server: a saved edit showed in the open page ${(updateMs / 1000).toFixed(1)} s after the save`);
  expect(await page.evaluate(() => (window as {notReloaded?: boolean}).notReloaded)).toBe(true);
  site.write('docs/quickstart.md', original);
  await expect(page.getByText('写作者刚保存的一段话。')).toHaveCount(0, {timeout: UPDATE_MS});
});

test('a new page and its _sidebar.md entry appear', async ({page}) => {
  await open(page, '/api/request.html');
  site.write('docs/api/upload.md', '---\ntitle: 上传文件\n---\n\n# 上传文件\n\n新写的一页。\n');
  site.write('docs/api/_sidebar.md', `${site.read('docs/api/_sidebar.md')}  * [上传文件](upload.md)\n`);
  const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '上传文件'});
  await expect(link).toBeVisible({timeout: UPDATE_MS});
  await link.click();
  await expect(page).toHaveURL(/\/api\/upload\.html$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('上传文件');
  await expect(page.getByText('新写的一页。')).toBeVisible();
});

for (const [mistake, where, message] of WRITER_MISTAKES.filter(([name]) => SHOWN.includes(name))) {
  test(`${mistake}: named with ${where} in the terminal and the browser, and gone once fixed`, async ({page}) => {
    const overlay = path.join(MISTAKES, mistake);
    const files = fs.readdirSync(overlay, {recursive: true, encoding: 'utf8'}).filter((file) => fs.statSync(path.join(overlay, file)).isFile());
    const originals = files.map((file) => [file, site.read(file)] as const);
    await open(page, '/quickstart.html');
    const printed = site.output().length;
    for (const file of files) site.write(file, fs.readFileSync(path.join(overlay, file), 'utf8'));
    const expected = `${where}: ${message}`;
    await expect.poll(() => site.output().slice(printed), {message: 'the terminal', timeout: UPDATE_MS}).toContain(expected);
    await expect.poll(() => overlayText(page), {message: 'the error overlay', timeout: UPDATE_MS}).toContain(expected);
    for (const [file, text] of originals) site.write(file, text);
    await expect.poll(() => overlayText(page), {message: 'the error overlay once fixed', timeout: UPDATE_MS}).toBeNull();
    // The server kept running: a page opened afresh shows.
    await open(page, '/unipush.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('uni-push');
  });
}

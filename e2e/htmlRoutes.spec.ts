import {test, expect, gotoHydrated, scrollIntoViewSettled} from './fixtures';

test('serves a docs page at its .html address', async ({page}) => {
  const response = await gotoHydrated(page, '/api/request/request.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toContainText('uni.request');
});

test('keeps README and a file named like its folder as two pages', async ({page}) => {
  await gotoHydrated(page, '/uni-ad/');
  const indexTitle = await page.getByRole('heading', {level: 1}).textContent();
  await gotoHydrated(page, '/uni-ad/uni-ad.html');
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(indexTitle ?? '');
});

test('lands /x/index.html on /x/', async ({page}) => {
  await gotoHydrated(page, '/api/index.html');
  await expect(page).toHaveURL(/\/api\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByText('页面未找到')).toHaveCount(0);
});

test('keeps .html addresses on client navigation', async ({page}) => {
  await gotoHydrated(page, '/api/');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  // Far down /api/, in blocks that take their real size as they come near: scrolled there first, or a
  // busy machine's click lands where the link was before the blocks around it grew.
  const link = page.getByRole('main').getByRole('link', {name: 'uni.request'}).first();
  await scrollIntoViewSettled(link);
  await link.click();
  await expect(page).toHaveURL(/\/api\/request\/request\.html$/);
  // Same document: the client router navigated, the browser did not load a new page.
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('writes internal links in the built HTML in the .html scheme', async ({request}) => {
  const html = await (await request.get('/quickstart.html')).text();
  // The build minifies HTML, so attribute values may be unquoted.
  const hrefs = [...html.matchAll(/\shref=(?:"([^"]*)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2]!);
  // Pages only: not assets, images, feeds or a page's markdown (`/quickstart.md`).
  const pages = hrefs.filter((href) => href.startsWith('/') && !/^\/(assets|img|feeds)\//.test(href) && !/\.(?!html)[a-z\d]+([#?].*)?$/i.test(href));
  expect(pages.length).toBeGreaterThan(5);
  for (const href of pages) expect(href).toMatch(/^\/([^#?]*\/)?([^/#?]+\.html)?([#?].*)?$/);
});

test('lists .html addresses in the sitemap', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toContain('/api/request/request.html');
  expect(locs).toContain('/api/');
  for (const loc of locs) expect(loc).toMatch(/(\/|\.html)$/);
});

import {test, expect, gotoHydrated} from './fixtures';

// Doc pages' content reaches the browser as the server's HTML (plugins/lean-client README).

test('a first visit takes the article and its data from the page itself', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/api/system/ble.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('低功耗蓝牙');
  // The table of contents comes from the page's data script.
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.table-of-contents').first().getByRole('link').first()).toBeVisible();
  expect(requests.filter((path) => path.endsWith('.doc.json'))).toEqual([]);
});

test('the entry scripts ask Chromium to compile them as they download', async ({request}) => {
  const html = await (await request.get('/api/system/ble.html')).text();
  const entries = [...html.matchAll(/<script src="?([^" >]+)"? defer/g)].map((match) => match[1]!);
  expect(entries).toEqual([expect.stringMatching(/runtime~main\.\w+\.js$/), expect.stringMatching(/\/main\.\w+\.js$/)]);
  for (const entry of entries) expect((await (await request.get(entry)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test('pages are written whole, with no part streamed in by inline scripts', async ({request}) => {
  // The unlisted banner and the not-found content are lazy components the server waits for.
  for (const address of ['/__fixtures__/unlisted.html', '/no-such-page.html', '/api/system/ble.html']) {
    const html = await (await request.get(address)).text();
    expect(html, address).not.toContain('<!--$?-->');
    expect(html, address).not.toMatch(/\$RC|\$RV/);
  }
});

test('a client navigation fetches the next page as HTML and data, with working code buttons', async ({page}) => {
  await gotoHydrated(page, '/api/system/ble.html');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/system/bluetooth.doc.json'));
  await page.locator('[data-search-body] a[href="/api/system/bluetooth.html"]').first().click();
  expect((await fetched).status()).toBe(200);
  await expect(page).toHaveURL(/\/api\/system\/bluetooth\.html$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('蓝牙');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const code = page.locator('[data-search-body] pre').first();
  await code.scrollIntoViewIfNeeded();
  await code.hover();
  await expect(page.locator('[data-search-body]').getByRole('button', {name: '复制代码'}).first()).toBeVisible();
});

test('a link opened in a new tab is left to the browser', async ({page}) => {
  await gotoHydrated(page, '/api/system/ble.html');
  const link = page.locator('[data-search-body] a[href="/api/system/bluetooth.html"]').first();
  const popup = page.context().waitForEvent('page');
  await link.click({modifiers: ['Control']});
  await expect((await popup).waitForURL(/bluetooth\.html$/)).resolves.toBeUndefined();
  await expect(page).toHaveURL(/ble\.html$/);
});

import {test, expect, gotoHydrated, gotoSettled} from './fixtures';

test('answers an unknown path with the not-found page and status 404', async ({page}) => {
  const response = await gotoHydrated(page, '/no/such/page.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page\.html$/);
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('shows the not-found page at /404.html', async ({page}) => {
  await gotoHydrated(page, '/404.html');
  await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('shows the not-found page on client navigation to an unknown path', async ({page}) => {
  await gotoHydrated(page, '/api/');
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
    // The router follows history changes it is told about, as it does for the back button.
    window.history.pushState(null, '', '/no/such/page.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

// A first segment that looks like a host: `//evil.example/api/` reaches the server as a path, and
// the head script (idQueryToHash) makes it `/evil.example/api/` before the app starts.
for (const address of ['/evil.example/api/', '//evil.example/api/']) {
  test(`at ${address}, the not-found page hydrates without a mismatch`, async ({page, baseURL}) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (/onRecoverableError|Minified React error|hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => hydrationErrors.push(error.message));
    // Settled: the not-found content's code (loaded when needed) is in, and its part of the page hydrated.
    const response = await gotoSettled(page, `${baseURL!.replace(/\/$/, '')}${address}`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/evil.example/api/');
    await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
    // Hydrated, its links navigate within the page.
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    await page.getByRole('main').getByRole('link', {name: '快速上手'}).click();
    await expect(page).toHaveURL(/\/quickstart\.html$/);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(hydrationErrors).toEqual([]);
  });
}

test('the English not-found page is in English, and its locale switcher offers each home page', async ({page}) => {
  const response = await gotoHydrated(page, '/en/no/such/page.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'Quick start'})).toHaveAttribute('href', '/en/quickstart.html');
  const switcher = page.locator('.navbar .dropdown').filter({hasText: 'English'});
  await switcher.hover();
  await expect(switcher.getByRole('link', {name: '简体中文'})).toHaveAttribute('href', '/');
  await expect(switcher.getByRole('link', {name: 'English'})).toHaveAttribute('href', '/en/');
});

test('on a page, the locale switcher keeps the page', async ({page}) => {
  await gotoHydrated(page, '/api/');
  const switcher = page.locator('.navbar .dropdown').filter({hasText: '简体中文'});
  await switcher.hover();
  await expect(switcher.getByRole('link', {name: 'English'})).toHaveAttribute('href', '/en/api/');
});

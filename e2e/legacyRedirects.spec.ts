import {test, expect, gotoHydrated} from './fixtures';

// Samples of data/legacy-redirects.json, one per way an old address is answered.
test.describe('legacy addresses', () => {
  test('an exact old path lands through its redirect page, without an extra history entry', async ({page}) => {
    await page.goto('/quickstart.html');
    await page.goto('/collocation/frame/timer');
    await expect(page).toHaveURL(/\/api\/timer\.html$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/quickstart\.html$/);
  });

  test('redirect pages work without JavaScript too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/share');
    await expect(page).toHaveURL(/\/api\/plugins\/share\.html$/);
    await context.close();
  });

  test('an old path with .html, a trailing slash or other letter case lands through 404.html', async ({page}) => {
    for (const [old, target] of [
      ['/COLLOCATION/frame/log.html', /\/api\/log\.html$/],
      ['/api/UI/Navigate/', /\/api\/router\.html$/],
    ] as const) {
      const response = await page.goto(old);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toHaveCount(0);
    }
  });

  test("an old path keeps the reader's anchor when its target has none", async ({page}) => {
    await page.goto('/api/plugins/getEnterOptionsSync#how');
    await expect(page).toHaveURL(/\/api\/getEnterOptionsSync\.html#how$/);
  });

  test('a path that differs from a page only in letter case lands on the page, keeping the hash', async ({page}) => {
    await page.goto('/API/Request/Request.html#parameters');
    await expect(page).toHaveURL(/\/api\/request\/request\.html#parameters$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('#parameters')).toBeInViewport();
  });

  test('an unknown address still shows the not-found page', async ({page}) => {
    const response = await gotoHydrated(page, '/collocation/nothing-like-this.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  });

  test('hosts get real 301 rules', async ({request}) => {
    const netlify = await (await request.get('/_redirects')).text();
    expect(netlify).toContain('/share /api/plugins/share.html 301');
    expect(netlify).toContain('/en/share /en/api/plugins/share.html 301');
    const nginx = await (await request.get('/nginx-redirects.conf')).text();
    expect(nginx).toContain('  "~*^\\/share(\\.html|/)?$" "/api/plugins/share.html";');
    expect(nginx).toContain('  "~*^\\/en\\/share(\\.html|/)?$" "/en/api/plugins/share.html";');
  });

  test('the English locale answers old paths under /en/, from files in its own folder', async ({page, request}) => {
    await page.goto('/en/share');
    await expect(page).toHaveURL(/\/en\/api\/plugins\/share\.html$/);
    expect((await request.get('/en/en/share.html')).status()).toBe(404);
    expect((await request.get('/en/_redirects')).status()).toBe(404);
  });
});

test.describe('?id= and hashes', () => {
  test('?id=x becomes #x and scrolls there', async ({page}) => {
    await page.goto('/api/request/request.html?id=request-task');
    await expect(page).toHaveURL(/\/api\/request\/request\.html#request-task$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('#request-task')).toBeInViewport();
  });

  test('a first load with a Chinese anchor scrolls to it after the page settles', async ({page}) => {
    await page.goto(`/__fixtures__/widgets.html#${encodeURIComponent('轮播组件')}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('[id="轮播组件"]')).toBeInViewport();
  });

  test('a hostile ?id= is only ever text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/api/?id=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(page.url()).toMatch(/\/api\/#%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E$/);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

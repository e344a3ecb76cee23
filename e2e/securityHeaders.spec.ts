import {test, expect, gotoHydrated} from './fixtures';

// The static server applies the build's _headers, as a host would; every spec runs under that
// policy, and a blocked script would show as a console error there. These check the headers.
test('pages and assets carry the security headers; hashed assets are cached for good', async ({request}) => {
  const page = await request.get('/api/request/request.html');
  const headers = page.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const html = await page.text();
  const script = /src="?(\/assets\/js\/main\.[^" >]+\.js)/.exec(html)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/nginx-headers.conf')).ok()).toBe(true);
});

test('search, zoom, diagrams and the copy button work under the policy', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, '/__fixtures__/widgets.html');
  // A diagram's stylesheet is inline in its drawing.
  const diagram = page.locator('.site-diagram svg').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.node rect').first()).toHaveCSS('stroke', 'rgb(147, 112, 219)');
  const image = page.getByRole('img', {name: '相对路径的图片'});
  // medium-zoom loads on demand after the page renders; it marks the images it has taken over.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('网络请求');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});

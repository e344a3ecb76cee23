import {test, expect, gotoHydrated} from './fixtures';

test('external links open a new tab and say so to screen readers', async ({page}) => {
  await gotoHydrated(page, '/dev/');
  const external = page.getByRole('main').locator('a[href^="https://"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(external).toContainText('(opens new window)');
  const hidden = external.getByText('(opens new window)');
  expect(await hidden.boundingBox()).toMatchObject({width: 1, height: 1});
});

test('internal links stay in the tab and carry no hidden text', async ({page}) => {
  await gotoHydrated(page, '/api/');
  const internal = page.getByRole('main').locator('a[href$=".html"]').first();
  await expect(internal).not.toHaveAttribute('target', '_blank');
  await expect(internal).not.toContainText('(opens new window)');
});

test('pages carry the site head tags and fetch nothing from other hosts by default', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, '/quickstart.html');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1.0');
  await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
  // A page's own front matter keywords (readers' search words) stand in for the site's.
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /新手入门/);
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
  await expect(page.locator('meta[name="last-modified"]')).toHaveAttribute('content', /^\d{4}-\d\d-\d\dT/);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  await gotoHydrated(page, '/release.html');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /uni-app/);
});

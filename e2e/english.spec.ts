import fs from 'node:fs';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('the English locale', () => {
  test('navbar, page actions, code copy and back-to-top speak English', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/en/__fixtures__/widgets.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Guides'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Search'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code'}).click();
    await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('button', {name: 'Back to top'})).toBeVisible();
  });

  test('compatibility tables name the platforms in English, from data/compat/_platforms.json', async ({page}) => {
    const platforms = JSON.parse(fs.readFileSync('data/compat/_platforms.json', 'utf8')) as Record<string, Record<string, string>>;
    for (const address of ['/en/api/request/request.html', '/en/api/system/ble.html']) {
      await page.goto(address);
      const headers = page.locator('[data-search-ignore] table').first().getByRole('columnheader');
      await expect(headers).toHaveText(Object.values(platforms).map((platform) => platform.en!));
    }
  });

  test('a page without a translation (release notes) says so in English and links the Chinese page', async ({page}) => {
    await gotoHydrated(page, '/en/release.html');
    const notice = page.getByRole('note');
    await expect(notice).toContainText('has not been translated into English yet');
    await expect(notice.getByRole('link', {name: 'Open the Chinese page'})).toHaveAttribute('href', '/release.html');
    await expect(page.locator('[data-search-body]')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a translated page is English through and through, with the Chinese page\'s anchors', async ({page}) => {
    await gotoHydrated(page, '/en/api/system/ble.html#closebleconnection');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('[data-search-body]')).not.toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Bluetooth Low Energy');
    // The anchor of the Chinese page names the same heading here.
    expect(await page.locator('#closebleconnection').evaluate((heading) => heading.tagName)).toMatch(/^H[2-6]$/);
    const text = await page.locator('.theme-doc-markdown').evaluate((article) => {
      const clone = article.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('pre, code, [data-search-ignore], q').forEach((element) => element.remove());
      return clone.textContent ?? '';
    });
    // Chinese only in quotes: a label of a Chinese interface, given beside its English name.
    const unquoted = text.replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, '');
    expect(unquoted.match(/\p{Script=Han}+/gu) ?? []).toEqual([]);
  });

  test('an untranslated page links English pages, as served and once hydrated', async ({page}) => {
    // Its module is the one the Chinese build compiled (plugins/mdx-cache): the English base URL
    // of its links comes from Docusaurus's Link, at render and in the browser.
    const served = await (await page.request.get('/en/release.html')).text();
    expect(served.split('theme-doc-markdown')[1]).toMatch(/href="?\/en\/worktile\/"?[ >]/);
    await gotoHydrated(page, '/en/release.html');
    const link = page.locator('.theme-doc-markdown a[href$="/worktile/"]').first();
    await expect(link).toHaveAttribute('href', '/en/worktile/');
    await link.click();
    await expect(page).toHaveURL(/\/en\/worktile\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const [locale, prefix] of [['Chinese', '/'], ['English', '/en/']] as const) {
    test(`the ${locale} navbar keeps every item on one line from its collapse (997 px) to 1920 px, with platforms chosen`, async ({page}) => {
      for (const width of [997, 1100, 1280, 1366, 1440, 1600, 1800, 1920]) {
        await page.setViewportSize({width, height: 800});
        await page.goto(`${prefix}api/?platforms=mp-weixin,mp-kuaishou`);
        const wrapped = await page.locator('.navbar__inner').evaluate((navbar) =>
          [...navbar.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__item')]
            .filter((item) => item.offsetParent !== null && item.getBoundingClientRect().height > 45)
            .map((item) => item.textContent),
        );
        expect(wrapped, `items on two lines at ${width} px`).toEqual([]);
        const title = page.locator('.navbar__title');
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), `the title cut at ${width} px`).toBe(true);
      }
    });
  }

  test('the locale switcher keeps the page, and pages name each other as alternates', async ({page}) => {
    await gotoHydrated(page, '/en/api/system/ble.html');
    const switcher = page.locator('.navbar .dropdown').filter({hasText: 'English'});
    await switcher.hover();
    await expect(switcher.getByRole('link', {name: '简体中文'})).toHaveAttribute('href', '/api/system/ble.html');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL((link as HTMLLinkElement).href).pathname}`));
    expect(alternates).toEqual(expect.arrayContaining(['zh-CN /api/system/ble.html', 'en /en/api/system/ble.html', 'x-default /api/system/ble.html']));
  });

  test('.html addresses and legacy redirects work under /en/', async ({page}) => {
    await gotoHydrated(page, '/en/api/request/request.html');
    await expect(page).toHaveURL(/\/en\/api\/request\/request\.html$/);
    await page.goto('/en/collocation/frame/timer');
    await expect(page).toHaveURL(/\/en\/api\/timer\.html$/);
  });
});

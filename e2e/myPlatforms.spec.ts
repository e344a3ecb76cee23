import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {MAIN_WRAPPER_ID} from '../plugins/site-head/src/siteHeadTags';

// The reader's platforms (plugins/my-platforms): chosen in the navbar or under a table, kept in the
// browser, shared as ?platforms=, and read by the compatibility tables, the page-top notice, the
// sidebars, the API and component indexes and search. /api/system/ble.html: Bluetooth works on
// 微信小程序 but not on HarmonyOS Next or 快手小程序 (data/compat).
const BLE = '/api/system/ble.html';

async function choose(page: Page, labels: string[], buttonName = '我的平台'): Promise<void> {
  await page.getByRole('navigation', {name: buttonName === '我的平台' ? '主导航' : 'Main'}).getByRole('button', {name: buttonName}).click();
  const dialog = page.getByRole('dialog');
  for (const label of labels) await dialog.getByRole('checkbox', {name: label}).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const chosen = (page: Page) => page.locator('html').getAttribute('data-platforms');

test.describe('my platforms', () => {
  test('chosen in the navbar with the keyboard, they are remembered and show in the compatibility tables', async ({page}) => {
    await gotoHydrated(page, BLE);
    const table = page.locator('.site-compat').first();
    // No choice: every platform, nothing folded, no notice.
    await expect(table.getByRole('columnheader')).toHaveCount(15);
    await expect(page.locator('.site-compat-alert')).toBeHidden();

    const button = page.getByRole('navigation', {name: '主导航'}).getByRole('button', {name: '我的平台'});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: '我的平台'});
    await expect(dialog).toBeVisible();
    const kuaishou = dialog.getByRole('checkbox', {name: '快手小程序'});
    await kuaishou.focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', {name: '微信小程序'}).check();
    await expect(kuaishou).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAccessibleName('我的平台 (2)');
    expect(await chosen(page)).toBe('mp-weixin mp-kuaishou');

    // The table shows the chosen platforms, marked; the rest unfold with the toggle, chosen first.
    await expect(table.getByRole('columnheader').filter({visible: true})).toHaveText(['微信小程序', '快手小程序']);
    await table.getByRole('button', {name: '显示全部平台'}).click();
    await expect(table.getByRole('columnheader')).toHaveCount(15);
    await expect(table.getByRole('columnheader').first()).toHaveText('微信小程序');
    await expect(table.getByRole('columnheader').nth(1)).toHaveText('快手小程序');
    await expect(table.getByRole('button', {name: '只看我的平台'})).toHaveAttribute('aria-expanded', 'true');

    // Remembered: a new visit shows the same choice from the first paint.
    await page.reload();
    expect(await chosen(page)).toBe('mp-weixin mp-kuaishou');
    await expect(page.locator('.site-compat').first().getByRole('columnheader').filter({visible: true})).toHaveText(['微信小程序', '快手小程序']);
  });

  test('a page says at the top what does not work on the chosen platforms, linking to the table', async ({page}) => {
    await page.goto(`${BLE}?platforms=mp-weixin,mp-kuaishou`);
    const notice = page.getByRole('complementary', {name: '在你选择的平台上'});
    await expect(notice).toBeVisible();
    // One line per chosen platform with something missing: 微信小程序 has every Bluetooth API.
    await expect(notice.getByRole('listitem')).toHaveCount(1);
    const line = notice.getByRole('listitem').first();
    await expect(line).toContainText('快手小程序：');
    await expect(line).toContainText('uni.createBLEConnection 不支持');
    const link = line.getByRole('link', {name: 'uni.createBLEConnection'});
    await link.click();
    await expect(page).toHaveURL(/#compat-uni\.createBLEConnection$/);
    await expect(page.locator('[id="compat-uni.createBLEConnection"]')).toBeInViewport();
  });

  test('a shared link sets the choice, which later pages keep; a page without compatibility data is untouched', async ({page}) => {
    await gotoHydrated(page, `/tutorial/vue-basics.html?platforms=app-harmony,nothing,mp-weixin`);
    // Unknown ids are dropped, the rest kept in column order.
    expect(await chosen(page)).toBe('app-harmony mp-weixin');
    expect(await page.evaluate(() => localStorage.getItem('site.platforms'))).toBe('app-harmony mp-weixin');
    await expect(page.locator('.site-compat-alert, .site-compat')).toHaveCount(0);
    await gotoHydrated(page, BLE);
    expect(await chosen(page)).toBe('app-harmony mp-weixin');
    await expect(page.getByRole('complementary', {name: '在你选择的平台上'})).toContainText('HarmonyOS Next：');
    // An empty parameter clears it.
    await page.goto(`${BLE}?platforms=`);
    expect(await chosen(page)).toBeNull();
    await expect(page.locator('.site-compat-alert')).toBeHidden();
  });

  test('the copied share link carries the choice', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, BLE);
    await choose(page, ['快手小程序']);
    await page.getByRole('navigation', {name: '主导航'}).getByRole('button', {name: '我的平台 (1)'}).click();
    await page.getByRole('dialog').getByRole('button', {name: '复制分享链接'}).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('链接已复制');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname + copied.search).toBe(`${BLE}?platforms=mp-kuaishou`);
  });

  test('a table\'s own button opens the chooser, on a phone too', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, BLE);
    await page.locator('.site-compat').first().getByRole('button', {name: '选择我的平台'}).click();
    const dialog = page.getByRole('dialog', {name: '我的平台'});
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', {name: '快手小程序'}).check();
    await dialog.getByRole('button', {name: '完成'}).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('complementary', {name: '在你选择的平台上'})).toBeVisible();
  });

  test('the sidebar and the API index dim pages that do not work on a chosen platform, saying why', async ({page}) => {
    await gotoHydrated(page, `/api/?platforms=mp-kuaishou`);
    const reason = '（快手小程序不支持）';
    const indexLink = page.locator(`article a[href="${BLE}"]`).first();
    await expect(indexLink).toHaveCSS('opacity', '0.55');
    expect(await indexLink.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(`"${reason}"`);
    await gotoHydrated(page, BLE);
    const sidebarLink = page.locator(`.menu__link[href="${BLE}"]`);
    await expect(sidebarLink).toHaveCSS('opacity', '0.55');
    // A page that works there stays as it is.
    await expect(page.locator('.menu__link[href="/api/system/clipboard.html"]')).toHaveCSS('opacity', '1');
  });

  test('search can leave out pages that do not work on the chosen platforms', async ({page}) => {
    await gotoHydrated(page, `/api/?platforms=mp-kuaishou`);
    await page.keyboard.press('/');
    await page.getByRole('combobox', {name: '搜索文档'}).fill('低功耗蓝牙');
    const hits = page.getByRole('option');
    await expect(hits.first()).toBeVisible();
    const addresses = () => hits.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(await addresses()).toContain(BLE);
    await page.getByRole('checkbox', {name: '只看在我的平台能用的页面'}).check();
    await expect.poll(addresses).not.toContain(BLE);
    expect((await addresses()).length).toBeGreaterThan(0);
  });

  test('with or without a choice, a page shifts nothing as it loads', async ({page}) => {
    // The head holds the first paint until the navbar is parsed (plugins/site-head): the element it waits for is there.
    await page.goto(BLE);
    await expect(page.locator(`#${MAIN_WRAPPER_ID}`)).toHaveCount(1);
    expect(await page.locator(`link[rel="expect"][blocking="render"]`).getAttribute('href')).toBe(`#${MAIN_WRAPPER_ID}`);
    for (const choice of ['mp-kuaishou', '']) {
      await page.goto(`${BLE}?platforms=${choice}`);
      await page.reload({waitUntil: 'networkidle'});
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({type: 'layout-shift', buffered: true});
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift, `layout shift with platforms=${choice}`).toBe(0);
    }
  });

  test('in English: the chooser, the notice and the tables speak English', async ({page}) => {
    await gotoHydrated(page, `/en${BLE}`);
    await choose(page, ['Kuaishou Mini Program', 'WeChat Mini Program'], 'My platforms');
    const notice = page.getByRole('complementary', {name: 'On your platforms'});
    await expect(notice).toContainText('Kuaishou Mini Program: ');
    await expect(notice).toContainText('uni.createBLEConnection not supported');
    await expect(page.locator('.site-compat').first().getByRole('columnheader').filter({visible: true})).toHaveText(['WeChat Mini Program', 'Kuaishou Mini Program']);
    await expect(page.locator('.site-compat').first().getByRole('button', {name: 'Show all platforms'})).toBeVisible();
    const sidebarLink = page.locator(`.menu__link[href="/en${BLE}"]`);
    await expect(sidebarLink).toHaveCSS('opacity', '0.55');
    expect(await sidebarLink.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('" (not on Kuaishou Mini Program)"');
  });
});

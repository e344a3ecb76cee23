import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {MERMAID_VERSION} from '../plugins/diagrams/src/drawDiagrams';
import {test, expect, collectScripts, gotoHydrated, gotoSettled, holdPageCode, networkQuiet, scrollIntoViewSettled, watchNetwork} from './fixtures';

// The fixture pages come with the test build (DOCS_TEST_FIXTURES=1), from e2e/fixtures/docs.
const WIDGETS = '/__fixtures__/widgets.html';
const HOSTILE = '/__fixtures__/hostile.html';
const BROWSER_DIAGRAM = '/__fixtures__/browser-diagram.html';

test.describe('markdown written for other tools', () => {
  test('shows tag-like text, braces and HTML as the author meant', async ({page}) => {
    await gotoHydrated(page, HOSTILE);
    const article = page.locator('article');
    await expect(article).toContainText('回调参数为 Array<Object>，返回 Promise<T>，Map<String, Array<Object>> 也要原样显示');
    await expect(article).toContainText('模板里写 {{ value }}，对象字面量 { a: 1 } 和单个 { 都是普通文字');
    await expect(article.getByRole('cell', {name: 'Array<Object>'})).toBeVisible();
    await expect(article.locator('object, t')).toHaveCount(0);
    await expect(article).not.toContainText('写给编辑的注释');
    await expect(article.locator('p br')).toHaveCount(1);
    await expect(article.locator('div.fixture-box')).toHaveCSS('color', 'rgb(30, 112, 41)');
    await expect(article.getByRole('cell', {name: 'HTML 表格单元格'})).toBeVisible();
    await expect(article.locator('pre code')).toContainText('function first<T>(list: Array<T>): T | undefined');
  });
});

test.describe('syntax and widgets', () => {
  test('renders every container; details open on click', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    for (const type of ['tip', 'warning', 'danger', 'info']) {
      await expect(page.locator(`.theme-admonition-${type}`).first()).toBeVisible();
    }
    await expect(page.locator('.theme-admonition-tip').first()).toContainText('小提示');
    await expect(page.locator('.theme-admonition-tip').nth(1)).toContainText('Docusaurus 写法');
    const details = page.locator('article details');
    await expect(details.getByText('折叠块里的内容')).toBeHidden();
    await details.getByText('点击查看详情').click();
    await expect(details.getByText('折叠块里的内容')).toBeVisible();
  });

  test('highlights code, with title, marked lines and a language badge', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    const block = page.locator('.theme-code-block', {hasText: 'request.js'});
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveCount(3);
    await expect(block.locator('.token.keyword').first()).toHaveText('const');
    // A magic comment marks the next line and is not shown; past the empty line, tokens are still coloured.
    const timer = page.locator('.theme-code-block', {hasText: 'setTimeout'});
    await expect(timer.locator('.theme-code-block-highlighted-line')).toHaveText(['clearTimeout(timer)']);
    await expect(timer).not.toContainText('highlight-next-line');
    await expect(timer.locator('.token.function', {hasText: 'clearTimeout'})).toHaveCount(1);
    await expect(block.getByText('js', {exact: true})).toBeVisible();
    await expect(page.locator('.theme-code-block', {hasText: 'let count'}).locator('.token.keyword').first()).toHaveText('let');
  });

  test('colours code per colour mode', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    const keyword = page.locator('.theme-code-block', {hasText: 'request.js'}).locator('.token.keyword').first();
    const lightColour = await keyword.evaluate((element) => getComputedStyle(element).color);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  });

  /**
   * In a static article a code group's tabs work once their island is in: its code has arrived
   * (gotoSettled), but on a busy machine React may not have run it yet. A click before then is
   * lost, as a reader's would be, so it is repeated until the tab is chosen.
   */
  const chooseTab = async (tab: Locator) => {
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', {timeout: 1_000});
    }).toPass();
  };

  test('code groups switch tabs together and remember the choice', async ({page}) => {
    await gotoSettled(page, WIDGETS);
    const groups = page.locator('.tabs-container');
    await expect(groups).toHaveCount(2);
    await chooseTab(groups.first().getByRole('tab', {name: 'Vue 2'}));
    await expect(groups.nth(1).getByRole('tab', {name: 'Vue 2'})).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(1).getByText('vue create -p dcloudio/uni-preset-vue my-project')).toBeVisible();
    await page.reload();
    await expect(groups.first().getByRole('tab', {name: 'Vue 2'})).toHaveAttribute('aria-selected', 'true');
  });

  test('code group tabs follow the keyboard as stock tabs do', async ({page}) => {
    await gotoSettled(page, WIDGETS);
    const group = page.locator('.tabs-container').first();
    const [vue3, vue2] = [group.getByRole('tab', {name: 'Vue 3'}), group.getByRole('tab', {name: 'Vue 2'})];
    await expect(vue2).toHaveAttribute('tabindex', '-1');
    // Repeated until the island is in, as chooseTab does.
    await expect(async () => {
      await vue3.focus();
      await page.keyboard.press('ArrowRight');
      await expect(vue2).toBeFocused({timeout: 1_000});
    }).toPass();
    // The arrows move the focus only; Enter chooses.
    await expect(vue3).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(vue2).toHaveAttribute('aria-selected', 'true');
    await expect(vue2).toHaveAttribute('tabindex', '0');
    await expect(group.getByText("import Vue from 'vue'")).toBeVisible();
    await expect(group.getByText("import {createSSRApp} from 'vue'")).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(vue3).toBeFocused();
  });

  test('a code group choice carries over between static and compiled pages', async ({page}) => {
    await gotoSettled(page, WIDGETS);
    await chooseTab(page.locator('.tabs-container').first().getByRole('tab', {name: 'Vue 2'}));
    await page.locator('article').getByRole('link', {name: '编译后的正文', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('编译后的正文');
    const group = page.locator('.tabs-container');
    await expect(group.getByRole('tab', {name: 'Vue 2'})).toHaveAttribute('aria-selected', 'true');
    await group.getByRole('tab', {name: 'Vue 3'}).click();
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('全部语法与组件');
    await expect(page.locator('.tabs-container').nth(1).getByRole('tab', {name: 'Vue 3'})).toHaveAttribute('aria-selected', 'true');
  });

  test('shows mermaid diagrams drawn at build, in the colour mode of the page', async ({page}) => {
    const scripts = collectScripts(page);
    const network = watchNetwork(page);
    // The server's HTML has the drawing: no script draws it.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(WIDGETS);
    const diagram = page.locator('.site-diagram svg');
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toContainText('编写代码');
    await page.unroute(/\.js$/);
    await gotoHydrated(page, WIDGETS);
    await scrollIntoViewSettled(diagram);
    await expect(diagram).toBeVisible();
    const lightFill = await diagram.locator('.node rect').first().evaluate((rect) => getComputedStyle(rect).fill);
    // The colour mode follows the system until the reader picks one.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(diagram).toContainText('各平台产物');
    expect(await diagram.locator('.node rect').first().evaluate((rect) => getComputedStyle(rect).fill)).not.toBe(lightFill);
    await networkQuiet(network, 'the dark diagram');
    network.stop();
    expect(await scripts(), 'mermaid\'s code').not.toContain(MERMAID_CODE);
  });

  test('draws a diagram the build left to the browser, with mermaid\'s own build copied among the assets', {tag: '@lean'}, async ({page}) => {
    const modules: string[] = [];
    page.on('response', (response) => {
      if (response.ok() && response.url().endsWith('.mjs')) modules.push(new URL(response.url()).pathname);
    });
    await gotoHydrated(page, BROWSER_DIAGRAM);
    const slot = page.locator('[data-lazy-diagram]');
    await scrollIntoViewSettled(slot);
    await expect(slot.locator('svg')).toContainText('读者的浏览器');
    expect(modules).toContain(`/assets/mermaid-${MERMAID_VERSION}/mermaid.esm.min.mjs`);
    expect(modules.some((module) => module.includes('/chunks/mermaid.esm.min/'))).toBe(true);
  });

  test('gives content images the zooming class', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    await expect(page.getByRole('img', {name: '相对路径的图片'})).toHaveClass(/zooming/);
    await expect(page.getByRole('img', {name: '静态目录的图片'})).toHaveClass(/zooming/);
  });

  test('serves an image too large to inline as a file, also when the page is shown again by client navigation', async ({page}) => {
    const large = page.getByRole('img', {name: '超过内联上限的图片'});
    const loaded = () => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await gotoHydrated(page, WIDGETS);
    await expect(large).toHaveAttribute('src', /^\/assets\/images\/large-grid-[\w-]+\.svg$/);
    await large.scrollIntoViewIfNeeded();
    await expect.poll(loaded).toBe(true);
    await page.getByRole('link', {name: '链接里的图片'}).click();
    await page.goBack();
    await large.scrollIntoViewIfNeeded();
    await expect.poll(loaded).toBe(true);
  });

  test('fills the compatibility table from the data files', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    const table = page.getByRole('table', {name: 'uni.getPushClientId 平台兼容性'});
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(PLATFORMS).map((platform) => platform['zh-Hans']!));
    // Each cell says what the data says, and a platform the data leaves out is unknown, not ✗.
    const entry = compatEntry('uni.getPushClientId');
    const titles = Object.keys(PLATFORMS).map((platform) => {
      const value = entry[platform];
      if (value === undefined) return '文档未注明';
      if (value === false || (typeof value === 'object' && value.supported === false)) return '不支持';
      const since = typeof value === 'string' ? value : typeof value === 'object' ? value.since : undefined;
      return since ? `${since} 版起支持` : '支持';
    });
    await expect(table.getByRole('cell')).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) await expect(table.getByRole('cell').nth(index)).toHaveAttribute('title', title);
  });

  test('with a choice of platforms, the table shows those first and the page-top notice their gaps', async ({page}) => {
    await gotoHydrated(page, `${WIDGETS}?platforms=mp-weixin,app-harmony,mp-harmony`);
    const compat = page.locator('.site-compat', {has: page.getByRole('table', {name: 'uni.getPushClientId 平台兼容性'})});
    await expect(compat.getByRole('columnheader').filter({visible: true})).toHaveText(['HarmonyOS Next', '微信小程序', '元服务']);
    await compat.getByRole('button', {name: '显示全部平台'}).click();
    await expect(compat.getByRole('columnheader').first()).toHaveText('HarmonyOS Next');
    await expect(compat.getByRole('columnheader').nth(3)).toHaveText('App');
    const notice = page.getByRole('complementary', {name: '在你选择的平台上'});
    await expect(notice.getByRole('listitem')).toHaveText(['HarmonyOS Next：uni.request 4.23 版起支持；uni.getPushClientId 4.31 版起支持', '元服务：uni.getPushClientId 不支持']);
  });

  test('folds nested parameter rows under their parent', async ({page}) => {
    await gotoHydrated(page, WIDGETS);
    const table = page.locator('table', {hasText: 'statusCode'});
    const toggle = table.getByRole('button', {name: '收起 success 的子参数'});
    await expect(toggle).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(2);
    await toggle.click();
    await expect(table.getByRole('row', {name: /statusCode/})).toBeHidden();
    await expect(table.getByRole('row', {name: /list/})).toBeHidden();
    await table.getByRole('button', {name: '展开 success 的子参数'}).click();
    await expect(table.getByRole('row', {name: /statusCode/})).toBeVisible();
  });

});

/** A page that keeps its compiled markdown (an `.mdx` page: plugins/lean-client), with a code group, a compatibility table and a banner. */
const COMPILED = '/__fixtures__/compiled.html';

/** The fixture banners' interval (`<Banner interval="3000">` in e2e/fixtures/docs). */
const BANNER_INTERVAL_MS = 3000;

// The banner runs the same over compiled markdown and over a static article's HTML, where it is an island.
for (const [kind, address] of [['in compiled markdown', COMPILED], ['in a static article', '/__fixtures__/banner.html']] as const) {
  test.describe(`the banner ${kind}`, () => {
    // In a static article the carousel is an island, whose code arrives after hydration.
    const gotoBanner = (page: Page) => gotoSettled(page, address);
    /**
     * Holds the carousel with the pointer on its first slide, the linked one: on a busy machine it
     * may have turned before the pointer got there.
     */
    const holdFirstSlide = async (page: Page) => {
      const banner = page.getByRole('region', {name: '推荐内容'});
      await banner.hover();
      await banner.getByRole('button', {name: '第 1 张'}).click();
      await expect(banner.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute('aria-label', '1 / 3');
      return banner;
    };

    test('the banner advances by itself, pauses on hover, and follows keys and buttons', async ({page}) => {
      // The carousel turns on the page's timers, which Playwright's clock moves on at once. Slides
      // are counted from the one shown when the test looks: a busy machine may have turned some already.
      await page.clock.install();
      await gotoBanner(page);
      const banner = page.getByRole('region', {name: '推荐内容'});
      const current = banner.locator('[aria-roledescription="slide"]:not([inert])');
      const shown = async () => Number(/^(\d) \/ 3$/.exec((await current.getAttribute('aria-label'))!)![1]);
      const slide = (number: number) => `${((number - 1 + 3) % 3) + 1} / 3`;
      const first = await shown();
      await page.clock.runFor(BANNER_INTERVAL_MS);
      await expect(current).not.toHaveAttribute('aria-label', slide(first));
      // Held by the pointer, it stays on its slide for two intervals and more.
      await banner.hover();
      const held = await shown();
      await page.clock.runFor(2 * BANNER_INTERVAL_MS + 500);
      expect(await shown()).toBe(held);
      await banner.getByRole('button', {name: '下一张'}).click();
      await expect(current).toHaveAttribute('aria-label', slide(held + 1));
      await banner.press('ArrowRight');
      await expect(current).toHaveAttribute('aria-label', slide(held + 2));
      await banner.press('ArrowLeft');
      await expect(current).toHaveAttribute('aria-label', slide(held + 1));
      await swipeLeft(page, banner);
      await expect(current).toHaveAttribute('aria-label', slide(held + 2));
    });

    test('a click on a linked slide goes to its page, with the progress bar on a slow connection', async ({page}) => {
      await gotoBanner(page);
      const release = await holdPageCode(page);
      const banner = await holdFirstSlide(page);
      await banner.getByRole('link', {name: '一套代码，多端发布'}).click();
      await expect(page.locator('#nprogress .bar')).toBeVisible();
      release();
      await expect(page).toHaveURL(/\/__fixtures__\/hostile\.html$/);
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });

    test('a swipe over a linked slide changes the slide, and neither zooms nor navigates', async ({page}) => {
      await gotoBanner(page);
      const banner = await holdFirstSlide(page);
      const current = banner.locator('[aria-roledescription="slide"]:not([inert])');
      await swipeLeft(page, banner.getByRole('link', {name: '一套代码，多端发布'}));
      await expect(current).toHaveAttribute('aria-label', '2 / 3');
      // The click that ends the swipe comes with the mouse's release, which turned the slide: a link
      // followed would have changed the address by now (the router pushes it at once), a zoom opened.
      expect(new URL(page.url()).pathname).toBe(address);
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });

    test('the carousel announces slides only while the reader holds it', async ({page}) => {
      await gotoBanner(page);
      const banner = page.getByRole('region', {name: '推荐内容'});
      const track = banner.locator('[aria-live]');
      await page.mouse.move(0, 0);
      await expect(track).toHaveAttribute('aria-live', 'off');
      await banner.hover();
      await expect(track).toHaveAttribute('aria-live', 'polite');
    });
  });
}

/** Drags the mouse from 70 % to 30 % across an element, as a reader swipes to the next slide. */
async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, {steps: 5});
  await page.mouse.up();
}

/** The platform list of the compatibility data, in column order, with each locale's label. */
const PLATFORMS = JSON.parse(fs.readFileSync('data/compat/_platforms.json', 'utf8')) as Record<string, Record<string, string>>;

type CompatValue = boolean | string | {supported?: boolean; since?: string; note?: string};

/** An entry of data/compat/*.json, as writers wrote it. */
function compatEntry(name: string): Record<string, CompatValue> {
  for (const file of fs.readdirSync('data/compat').filter((name) => name !== '_platforms.json')) {
    const data = JSON.parse(fs.readFileSync(path.join('data/compat', file), 'utf8')) as Record<string, Record<string, CompatValue>>;
    if (data[name]) return data[name];
  }
  throw new Error(`no compat entry ${name}`);
}

/** A string found only in each island's code (not a translation id: translations ship with every page). */
const CHUNK_MARKERS = {
  paramTable: 'tbody > tr',
  banner: 'translateX(-',
  tabs: 'tabs__item--active',
};

/** A string found only in the compatibility table's code, which only compiled markdown needs: the table is HTML. */
const COMPAT_CODE = 'mp-kuaishou';


/** A string found only in mermaid's code, which no page fetches: diagrams are drawn at build (plugins/diagrams). */
const MERMAID_CODE = 'securityLevel';

/** The scripts a visit fetched, hydration's and the islands' near the viewport included. */
async function scriptsFetched(page: Page, path: string): Promise<string> {
  const scripts = collectScripts(page);
  await gotoSettled(page, path);
  return scripts();
}

test('loads widget code only on pages that use them', {tag: '@lean'}, async ({page, browser}) => {
  const withWidgets = await scriptsFetched(page, WIDGETS);
  const plainPage = await browser.newPage();
  const plain = await scriptsFetched(plainPage, '/dev/');
  await plainPage.close();
  for (const [widget, marker] of Object.entries(CHUNK_MARKERS)) {
    expect(withWidgets, `${widget} code on the widgets page`).toContain(marker);
    expect(plain, `${widget} code on a plain page`).not.toContain(marker);
  }
  expect(withWidgets, 'compatibility table code in a static article').not.toContain(COMPAT_CODE);
  const compiledPage = await browser.newPage();
  expect(await scriptsFetched(compiledPage, COMPILED), 'compatibility table code with compiled markdown').toContain(COMPAT_CODE);
  await compiledPage.close();
});

/** Strings found only in the code of a banner and of the code block buttons (their translation descriptions). */
const UNLISTED_BANNER_CODE = 'The unlisted content banner title';
const CODE_BUTTONS_CODE = 'Label of the copy button on code blocks';

test('an unlisted page shows its banner, whose code no other page fetches', async ({page, browser}) => {
  const unlisted = await scriptsFetched(page, '/__fixtures__/unlisted.html');
  await expect(page.locator('.theme-unlisted-banner')).toContainText('未列出页');
  expect(unlisted).toContain(UNLISTED_BANNER_CODE);
  const plainPage = await browser.newPage();
  expect(await scriptsFetched(plainPage, '/dev/')).not.toContain(UNLISTED_BANNER_CODE);
  await plainPage.close();
});

test('a code block below the fold gets its buttons, and their code, as it comes near', {tag: '@lean'}, async ({page}) => {
  const scripts = collectScripts(page);
  await gotoSettled(page, '/__fixtures__/unlisted.html');
  expect(await scripts()).not.toContain(CODE_BUTTONS_CODE);
  const block = page.locator('pre.prism-code');
  await scrollIntoViewSettled(block);
  await block.hover();
  await expect(page.getByRole('button', {name: '复制代码'})).toBeVisible();
  expect(await scripts()).toContain(CODE_BUTTONS_CODE);
});

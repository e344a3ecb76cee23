import fs from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {docRoute} from '../plugins/html-routes/src/docRoute';
import {CHANNELS} from '../plugins/release-notes/src/channels';
import {parseRoutesTable} from '../plugins/site-client/src/parseRoutesTable';
import {test, expect, gotoHydrated} from './fixtures';

const RELEASE_PAGES = ['/release.html', '/release-archive.html', '/release-note-alpha.html', '/release-note-alpha-archive.html', '/vue2-cli-release.html', '/vue2-cli-alpha-release.html', '/vue2-ts-cli-release.html', '/vue2-ts-cli-alpha-release.html', '/vue3-cli-release.html', '/vue3-cli-alpha-release.html', '/vue3-ts-cli-release.html', '/vue3-ts-cli-alpha-release.html'];

/** Every entry under releases/, as its front matter says. */
function releaseEntries(): {channel: string; version: string; date: string}[] {
  return fs.readdirSync('releases', {withFileTypes: true}).filter((entry) => entry.isDirectory()).flatMap((folder) =>
    fs.readdirSync(`releases/${folder.name}`).filter((file) => file.endsWith('.md')).map((file) => {
      const text = fs.readFileSync(`releases/${folder.name}/${file}`, 'utf8');
      return {channel: folder.name, version: /version:\s*"?([^"\n]+)"?/.exec(text)![1]!, date: /date:\s*(\S+)/.exec(text)![1]!};
    }),
  );
}

const schema = JSON.parse(fs.readFileSync('plugins/page-outputs/pages.schema.json', 'utf8')) as object;

// Files for tools, fetched as a host serves them; no browser is needed for these.
test.describe('machine-readable outputs', () => {
  test('pages.json has a valid record for every page', async ({request}) => {
    const pages = await (await request.get('/pages.json')).json();
    const validate = addFormats(new Ajv({allErrors: true})).compile(schema);
    expect(validate(pages), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const requestPage = pages.find((page: {path: string}) => page.path === '/api/request/request.html');
    expect(requestPage).toMatchObject({relativePath: 'api/request/request.md', headers: expect.arrayContaining([{level: 2, title: '请求参数', slug: 'parameters'}])});
    const keys = new Set(pages.map((page: {key: string}) => page.key));
    expect(keys.size).toBe(pages.length);
  });

  test('pages.json of each locale has a record for every page of the inventory, the not-found page included', async ({request}) => {
    const validate = addFormats(new Ajv({allErrors: true})).compile(schema);
    const inventory = parseRoutesTable('data/routes.tsv', fs.readFileSync('data/routes.tsv', 'utf8')).map(({route}) => route);
    const zh = (await (await request.get('/pages.json')).json()) as {path: string}[];
    const en = (await (await request.get('/en/pages.json')).json()) as {path: string}[];
    expect(validate(en), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(inventory.filter((route) => !zh.some((page) => page.path === route))).toEqual([]);
    expect(en.map((page) => page.path).sort()).toEqual(zh.map((page) => `/en${page.path}`).sort());
    // Its writers' 404.md of each locale, as the page shows it.
    expect(zh.find((page) => page.path === '/404.html')).toEqual({
      title: '页面未找到',
      frontmatter: {},
      regularPath: '/404.html',
      relativePath: '404.md',
      key: expect.stringMatching(/^v-[0-9a-f]{8}$/),
      path: '/404.html',
      headers: [{level: 1, title: '页面未找到', slug: ''}, {level: 2, title: '可能的原因', slug: 'reasons'}],
      lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastUpdatedTimestamp: expect.any(Number),
    });
    expect(en.find((page) => page.path === '/en/404.html')).toMatchObject({
      title: 'Page not found',
      relativePath: '404.md',
      headers: [{level: 1, title: 'Page not found', slug: ''}, {level: 2, title: 'Why this can happen', slug: 'reasons'}],
    });
  });

  test('llms.txt lists the pages by section, llms-full.txt holds their markdown', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toMatch(/^# uni-app\n\n> /);
    expect(llms).toContain('\n## API\n');
    expect(llms).toMatch(/- \[uni\.request\(OBJECT\)[^\]]*\]\(https:\/\/[^)]+\/api\/request\/request\.html\): /);
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('# uni.request(OBJECT)');
    expect(full).not.toContain('description: uni.request,网络请求');
  });

  test("each page's markdown is served at its route with .md", async ({request}) => {
    const markdown = await (await request.get('/api/request/request.md')).text();
    expect(markdown).toMatch(/^# uni\.request\(OBJECT\)/);
    expect(markdown).toContain('## 请求参数 {#parameters}');
    expect((await request.get('/api/index.md')).ok()).toBe(true);
  });

  test('the sitemap lists .html addresses with their last change', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/api\/request\/request\.html<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

test('the page header copies the page as markdown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/api/request/request.html');
  await expect(page.getByRole('link', {name: '查看 Markdown'})).toHaveAttribute('href', '/api/request/request.md');
  await page.getByRole('button', {name: '复制本页 Markdown'}).click();
  await expect(page.getByRole('status').getByText('已复制本页 Markdown')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# uni\.request\(OBJECT\)/);
});

test.describe('release notes', () => {
  test('the stable page lists its versions newest first, each with an anchor', async ({page}) => {
    await gotoHydrated(page, '/release.html');
    const versions = page.locator('article h2[id]').filter({hasText: /^\d+\.\d+/});
    await expect(versions.first()).toHaveAttribute('id', '4-84-2025110307');
    await expect(page.getByRole('table').filter({hasText: '发布日期'}).getByRole('link', {name: '4.84.2025110307'})).toHaveAttribute('href', '#4-84-2025110307');
    await expect(page.getByRole('main').getByRole('link', {name: '4.84.2025110307'}).first()).toBeVisible();
  });

  test('the navbar and the home page name the newest stable version', async ({page}) => {
    // A wide screen: narrower ones leave the version label out of the navbar (src/css/custom.css).
    await page.setViewportSize({width: 1800, height: 900});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('main').getByRole('link', {name: '4.84.2025110307'})).toHaveAttribute('href', '/release.html#4-84-2025110307');
    await expect(page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: 'v4.84.2025110307'})).toHaveAttribute('href', '/release.html#4-84-2025110307');
  });

  test('every release page renders, and each entry of releases/ is on its page under its anchor', async ({request}) => {
    const pages = new Map<string, string>();
    for (const path of RELEASE_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      pages.set(path, await response.text());
    }
    for (const {channel, version, date} of releaseEntries()) {
      const archived = (channel === 'stable' && date < '2023-09-01') || (channel === 'alpha' && date < '2023-07-01');
      const page = {stable: archived ? '/release-archive.html' : '/release.html', alpha: archived ? '/release-note-alpha-archive.html' : '/release-note-alpha.html'}[channel] ?? `/${channel}-release.html`;
      const anchor = version.replace(/[^0-9a-z]+/gi, '-').toLowerCase();
      expect(pages.get(page), `${version} on ${page}`).toMatch(new RegExp(`id="?${anchor}[" >]`));
    }
  });

  test('an old anchor in the framework form lands on the version heading', async ({page}) => {
    await page.goto('/release.html#4842025110307');
    await expect(page).toHaveURL(/\/release\.html#4-84-2025110307$/);
  });

  test('a version anchor missing from the current page goes to the archive', async ({page}) => {
    await page.goto('/release.html#3-8-12-20230817');
    await expect(page).toHaveURL(/\/release-archive\.html#3-8-12-20230817$/);
  });

  test('each channel has Atom and RSS feeds that parse as XML', async ({page, request}) => {
    await gotoHydrated(page, '/release.html');
    for (const channel of ['stable', 'alpha', 'vue3-cli', 'vue2-ts-cli-alpha']) {
      for (const kind of ['atom', 'rss']) {
        const response = await request.get(`/feeds/${channel}.${kind}.xml`);
        expect(response.ok(), `${channel} ${kind}`).toBe(true);
        const text = await response.text();
        const parsed = await page.evaluate((xml) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          return {error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName};
        }, text);
        expect(parsed, `${channel} ${kind}`).toEqual({error: null, root: kind === 'atom' ? 'feed' : 'rss'});
      }
    }
  });

  test('each release page links its channel\'s Atom and RSS feeds in its head, as served and after hydration', async ({page, request}) => {
    const releasePages = CHANNELS.flatMap((channel) => [channel.page, ...(channel.archivePage ? [channel.archivePage] : [])].map((file) => ({route: docRoute(file), channel, base: '/'})));
    expect(releasePages.map(({route}) => route).sort()).toEqual([...RELEASE_PAGES].sort());
    const served = [...releasePages, {route: '/en/release.html', channel: CHANNELS[0]!, base: '/en/'}];
    for (const {route, channel, base} of served) {
      const html = await (await request.get(route)).text();
      // As a feed reader reads it: the links in the head of the HTML the server sends.
      const links = await page.evaluate((text) => {
        const head = new DOMParser().parseFromString(text, 'text/html').head;
        return [...head.querySelectorAll('link[rel="alternate"][type$="+xml"]')].map((link) => ({type: link.getAttribute('type'), href: link.getAttribute('href'), title: link.getAttribute('title')}));
      }, html);
      expect(links, route).toEqual([
        {type: 'application/atom+xml', href: `${base}feeds/${channel.id}.atom.xml`, title: `${channel.title}更新日志 (Atom)`},
        {type: 'application/rss+xml', href: `${base}feeds/${channel.id}.rss.xml`, title: `${channel.title}更新日志 (RSS)`},
      ]);
      for (const {href} of links) expect((await request.get(href!)).ok(), href!).toBe(true);
    }
    // A short release page, then on client navigation another channel's page.
    await gotoHydrated(page, '/vue3-cli-release.html');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('title', 'Vue 3 CLI 项目模板正式版更新日志 (Atom)');
    await page.getByRole('main').getByRole('link', {name: '正式版更新日志'}).first().click();
    await expect(page).toHaveURL(/\/release\.html$/);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/feeds/stable.atom.xml');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('title', 'uni-app 正式版更新日志 (RSS)');
    // Only release pages name feeds.
    await gotoHydrated(page, '/quickstart.html');
    await expect(page.locator('head link[rel="alternate"][type$="+xml"]')).toHaveCount(0);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';
import {remarkDocLinks, type RemarkDocLinksOptions} from './plugins/html-routes/src';
import remarkBaselessLinks, {type RemarkBaselessLinksOptions} from './plugins/html-routes/src/remarkBaselessLinks';
import {NON_PAGE_GLOBS} from './plugins/html-routes/src/pageFiles';
import {createParseFrontMatter} from './plugins/front-matter/src/parseFrontMatter';
import {normalizeContainers} from './plugins/markdown-syntax/src/normalizeContainers';
import remarkCodeFences, {type RemarkCodeFencesOptions} from './plugins/markdown-syntax/src/remarkCodeFences';
import remarkContainers, {type RemarkContainersOptions} from './plugins/markdown-syntax/src/remarkContainers';
import remarkLiteralTags from './plugins/markdown-syntax/src/remarkLiteralTags';
import remarkParseAhead from './plugins/parse-ahead/src/remarkParseAhead';
import remarkMdxErrors, {type RemarkMdxErrorsOptions} from './plugins/markdown-syntax/src/remarkMdxErrors';
import {reportBrokenImage} from './plugins/markdown-syntax/src/reportBrokenImage';
import remarkWidgets, {type RemarkWidgetsOptions} from './plugins/markdown-syntax/src/remarkWidgets';
import {readCompatData} from './plugins/markdown-syntax/src/readCompatData';
import type {Options as SiteHeadOptions} from './plugins/site-head/src/options';
import type {Options as ReleaseNotesOptions} from './plugins/release-notes/src';
import type {Options as PageOutputsOptions} from './plugins/page-outputs/src';
import {SECTIONS} from './src/sections';
import {darkCodeTheme, lightCodeTheme} from './src/prismThemes';
import {readReleases, today} from './plugins/release-notes/src/readReleases';
import {createReleaseMarkdown, latestRelease} from './plugins/release-notes/src/releaseMarkdown';
import {versionAnchor} from './plugins/release-notes/src/parseReleaseEntry';
import type {Options as SiteClientOptions} from './plugins/site-client/src/options';
import remarkHighlightCode, {type RemarkHighlightCodeOptions} from './plugins/code-highlight/src/remarkHighlightCode';
import remarkDiagrams, {type RemarkDiagramsOptions} from './plugins/diagrams/src/remarkDiagrams';
import type {Options as DiagramsOptions} from './plugins/diagrams/src';
import remarkDocItemContent, {type RemarkDocItemContentOptions} from './plugins/lean-client/src/remarkDocItemContent';
import localeList from './i18n/locales.json';
import {leanLayer} from './plugins/shared/lean';

const siteDir = __dirname;
const env = process.env;
// The optimization layer (README, "The optimization layer"): every hook beneath Docusaurus's public
// API. On for production builds, off for the dev server and with DOCS_LEAN=0.
const lean = leanLayer(env);

// Deploy previews and quick local checks can build one locale (DOCS_LOCALES=zh-Hans).
const {defaultLocale, locales: siteLocales} = localeList;
const locales = env.DOCS_LOCALES?.split(',') ?? siteLocales;
// Docusaurus loads this file once per locale it builds, naming the locale in this variable.
const currentLocale = env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
// Each locale's address is fixed here, not inferred: scripts/build.mjs builds one locale per run,
// and Docusaurus would put a locale built alone at the site root.
const localeConfigs: Record<string, {label: string; htmlLang: string; baseUrl: string}> = {
  'zh-Hans': {label: '简体中文', htmlLang: 'zh-CN', baseUrl: '/'},
  en: {label: 'English', htmlLang: 'en', baseUrl: '/en/'},
};

// "Edit this page" points at the repository writers commit to; forks and mirrors override it.
const editRepo = env.DOCS_EDIT_REPO ?? 'https://github.com/dcloudio/unidocs-zh';
const editBranch = env.DOCS_EDIT_BRANCH ?? 'main';
const editDocsDir = env.DOCS_EDIT_DIR ?? 'docs';

// DocSearch stays off (no request to its hosts) until its keys are configured.
const docSearch = env.DOCSEARCH_APP_ID && env.DOCSEARCH_API_KEY && env.DOCSEARCH_INDEX_NAME
  ? {
      appId: env.DOCSEARCH_APP_ID,
      apiKey: env.DOCSEARCH_API_KEY,
      indexName: env.DOCSEARCH_INDEX_NAME,
      searchParameters: {hitsPerPage: 50},
    }
  : undefined;

// The test build adds fixture pages under /__fixtures__/ (e2e/fixtures/docs): every syntax and
// widget, and markdown written for other tools. Published builds leave them out.
const withTestFixtures = env.DOCS_TEST_FIXTURES === '1';
const fixturesDir = path.join(siteDir, 'e2e', 'fixtures', 'docs');
/** A fixture diagram's comment that leaves it to the reader's browser (e2e/fixtures/docs/browser-diagram.md). */
const BROWSER_DRAWN_FIXTURE = '%% fixture: drawn in the browser';

const docsDirs = [
  path.join(siteDir, 'docs'),
  ...locales.map((locale) => path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current')),
  ...(withTestFixtures ? [fixturesDir] : []),
];

// Release notes: one markdown file per version under releases/, checked once here; release pages
// show them through the markdown preprocessor, and the navbar names the newest stable version.
const releases = readReleases(siteDir, today());
const releaseMarkdown = createReleaseMarkdown(releases, {siteDir, docsDirs});
const latestStable = latestRelease(releases, 'stable');

// Every docs instance compiles markdown alike: the page's tree from the parse worker when it has
// one (plugins/parse-ahead), syntax errors named by file and line, links first (to markdown
// files), then containers, widgets, and last the tag-like text that is not HTML (`Array<Object>`)
// back to text.
const beforeDefaultRemarkPlugins: DocsOptions['beforeDefaultRemarkPlugins'] = [
  ...(lean ? [remarkParseAhead] : []),
  [remarkMdxErrors, {siteDir} satisfies RemarkMdxErrorsOptions],
  [
    remarkDocLinks,
    {
      siteDir,
      docsDirs,
      staticDir: path.join(siteDir, 'static'),
      readPage: (file) => releaseMarkdown(file, fs.readFileSync(file, 'utf8')),
      ...(currentLocale !== defaultLocale && {localizedDocsDir: path.join(siteDir, 'i18n', currentLocale, 'docusaurus-plugin-content-docs', 'current')}),
    } satisfies RemarkDocLinksOptions,
  ],
  [remarkCodeFences, {siteDir} satisfies RemarkCodeFencesOptions],
  [remarkContainers, {siteDir} satisfies RemarkContainersOptions],
  [remarkWidgets, {siteDir, compat: readCompatData(siteDir, 'data/compat', siteLocales).data} satisfies RemarkWidgetsOptions],
  remarkLiteralTags,
  // Last, so code blocks and diagrams that containers moved into tabs are drawn too.
  // The test build leaves a fixture's diagram to the reader's browser, as a build without Chromium would.
  [remarkDiagrams, {siteDir, ...(withTestFixtures && {inBrowser: (source: string) => source.includes(BROWSER_DRAWN_FIXTURE)})} satisfies RemarkDiagramsOptions],
  [remarkHighlightCode, {themes: [lightCodeTheme, darkCodeTheme]} satisfies RemarkHighlightCodeOptions],
];
// After Docusaurus has resolved links to addresses: they lose the locale's base URL, which its Link
// adds back, so that an untranslated page compiles alike in every locale (plugins/mdx-cache). Each
// page brings the renderer of compiled markdown along (plugins/lean-client: pages that come as HTML
// never load it).
const remarkPlugins: DocsOptions['remarkPlugins'] = [
  [remarkBaselessLinks, {baseUrl: localeConfigs[currentLocale]?.baseUrl ?? '/'} satisfies RemarkBaselessLinksOptions],
  [remarkDocItemContent, {docsDirs, exclude: NON_PAGE_GLOBS} satisfies RemarkDocItemContentOptions],
];

// Readers may pinch-zoom code and diagrams (WCAG 1.4.4): unlike the old site, no user-scalable=0
// and no scale limits, which also fail Lighthouse's meta-viewport audit.
const viewport = 'width=device-width, initial-scale=1.0';

// The docs plugin; with the layer on, wrapped so each section's sidebar loads with that section.
const docsPlugin = lean ? './plugins/lean-docs/src/index.ts' : '@docusaurus/plugin-content-docs';

const fixturePlugins: PluginConfig[] = withTestFixtures
  ? [
      [
        docsPlugin,
        {
          id: 'fixtures',
          path: fixturesDir,
          routeBasePath: '/__fixtures__',
          sidebarPath: false,
          exclude: NON_PAGE_GLOBS,
          beforeDefaultRemarkPlugins,
          remarkPlugins,
        } satisfies DocsOptions,
      ],
    ]
  : [];

export default {
  title: 'uni-app',
  tagline: '一套代码，发布到 iOS、Android、鸿蒙、Web 与各家小程序',
  url: env.DOCS_SITE_URL ?? 'https://uniapp.dcloud.net.cn',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // Its check is an inline script with HTML in it, which the Content-Security-Policy would have to allow.
  baseUrlIssueBanner: false,
  i18n: {
    defaultLocale,
    locales,
    localeConfigs,
  },
  future: {
    v4: true,
    // All of Docusaurus Faster; with the optimization layer, but the MDX cache shared by the two
    // bundles: it has the server wait for the browser bundle's compile of each page, and the browser
    // bundle then compiles no doc pages (plugins/lean-client: their content reaches it as HTML).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: !lean,
      rspackBundler: true,
      // The dev server keeps the bundler's cache on disk. A production build starts clean in CI, in a
      // deploy and in the bench, where writing the cache (~420 MB) only cost time: both locales
      // built in ~44 s instead of ~46–48. A second build on one machine takes ~32 s instead of ~25.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },
  markdown: {
    // `.md` pages are CommonMark with HTML, so markdown written for other tools builds as it is;
    // `.mdx` pages are MDX. Widgets work in both (see plugins/markdown-syntax).
    format: 'detect',
    mermaid: true,
    preprocessor: ({filePath, fileContent}) => releaseMarkdown(filePath, normalizeContainers(fileContent)),
    // v4 turns these off by default; writers coming from VuePress rely on all three.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: reportBrokenImage},
    parseFrontMatter: createParseFrontMatter({siteDir, docsDirs, exclude: NON_PAGE_GLOBS}),
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below (docsPlugin).
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  clientModules: ['./src/clientModules/sidebarScroll.ts'],
  plugins: [
    [
      docsPlugin,
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        exclude: NON_PAGE_GLOBS,
        editUrl: ({docPath}) => `${editRepo}/edit/${editBranch}/${editDocsDir}/${docPath}`,
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins,
        remarkPlugins,
      } satisfies DocsOptions,
    ],
    ...fixturePlugins,
    './plugins/html-routes/src/index.ts',
    // The dev server shows a mistake in a page's front matter or a _sidebar.md in the browser too.
    ['./plugins/writer-preview/src/index.ts', {sidebarPath: './sidebars.ts', docsDir: 'docs'}],
    // Translated pages checked against their sources and the glossary; stale ones named.
    './plugins/translations/src/index.ts',
    ...(lean
      ? [
          './plugins/lean-client/src/index.ts',
          './plugins/mdx-cache/src/index.ts',
          // After the mdx-cache: a page the cache answers for is not parsed at all.
          './plugins/parse-ahead/src/index.ts',
        ]
      : []),
    './plugins/code-highlight/src/index.ts',
    ['./plugins/diagrams/src/index.ts', {docsDirs} satisfies DiagramsOptions],
    ['./plugins/release-notes/src/index.ts', {releases} satisfies ReleaseNotesOptions],
    // Local search unless the hosted DocSearch is configured, which then replaces it.
    ...(docSearch ? [] : ['./plugins/local-search/src/index.ts']),
    [
      './plugins/page-outputs/src/index.ts',
      {
        summary: 'uni-app 是使用 Vue 语法开发跨平台应用的框架：一套代码发布到 iOS、Android、鸿蒙、Web 与各家小程序。本站是它的官方文档。',
        sections: [...SECTIONS],
        transformMarkdown: releaseMarkdown,
      } satisfies PageOutputsOptions,
    ],
    './plugins/my-platforms/src/index.ts',
    [
      './plugins/site-client/src/index.ts',
      {redirectsFile: 'data/legacy-redirects.json', routesFile: 'data/routes.tsv'} satisfies SiteClientOptions,
    ],
    [
      './plugins/site-head/src/index.ts',
      {
        baiduStatisticsId: env.DOCS_BAIDU_TONGJI_ID,
        deliveryScriptUrl: env.DOCS_DELIVERY_SCRIPT_URL,
      } satisfies SiteHeadOptions,
    ],
  ],
  themeConfig: {
    metadata: [
      {name: 'viewport', content: viewport},
      // Pages with their own `description` replace this one.
      {name: 'description', content: 'uni-app 官方文档：使用 Vue 语法开发一次，发布到 iOS、Android、鸿蒙、Web 和各家小程序'},
      {name: 'keywords', content: 'uni-app,uniCloud,uni-ad,uni-push,uni-stat,一键登录,一键发布,跨平台,小程序,鸿蒙,Vue'},
    ],
    colorMode: {respectPrefersColorScheme: true},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Code is highlighted at build (plugins/code-highlight, which lists the languages): the
      // browser loads no Prism languages.
      additionalLanguages: [],
    },
    mermaid: {theme: {light: 'default', dark: 'dark'}},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {
      title: 'uni-app',
      // Sized, so the navbar does not move when the image arrives late (a busy phone): 2rem, Infima's logo height.
      logo: {alt: 'uni-app', src: 'img/logo.svg', width: 32, height: 32},
      // Each area lands on its section's index page and stays highlighted anywhere in the section.
      items: [
        {to: '/quickstart.html', label: '快速上手', position: 'left'},
        {to: '/tutorial/', label: '教程', position: 'left', activeBasePath: '/tutorial/'},
        {to: '/component/', label: '组件', position: 'left', activeBasePath: '/component/'},
        {to: '/api/', label: 'API', position: 'left', activeBasePath: '/api/'},
        {to: '/collocation/pages.html', label: '全局文件', position: 'left', activeBasePath: '/collocation/'},
        {to: '/plugin/', label: '插件', position: 'left', activeBasePath: '/plugin/'},
        {to: '/uni-ad/', label: 'uni-ad', position: 'left', activeBasePath: '/uni-ad/'},
        {to: '/dev/', label: '开发者中心', position: 'left', activeBasePath: '/dev/'},
        {
          type: 'dropdown',
          label: '更多',
          position: 'left',
          items: [
            {to: '/unipush.html', label: 'uni-push 推送'},
            {to: '/uni-stat.html', label: 'uni 统计'},
            {to: '/uni-publish/intro.html', label: '一键发布'},
            {to: '/univerify.html', label: '一键登录'},
            {to: '/worktile/', label: '工程化'},
            {to: '/release.html', label: '更新日志'},
          ],
        },
        // The newest stable version, straight to its notes; a version label needs no translation.
        ...(latestStable ? [{to: `/release.html#${versionAnchor(latestStable.version)}`, label: `v${latestStable.version}`, position: 'right' as const, className: 'navbar-release'}] : []),
        {type: 'custom-platforms', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {label: '快速上手', to: '/quickstart.html'},
            {label: '组件', to: '/component/'},
            {label: 'API', to: '/api/'},
          ],
        },
        {
          title: '服务',
          items: [
            {label: 'uni-ad 广告', to: '/uni-ad/'},
            {label: '开发者中心', to: '/dev/'},
            {label: '插件', to: '/plugin/'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} DCloud`,
    },
    algolia: docSearch,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtDocs} from '../../shared/builtDocs';
import {BundleChecks, internalImportsCheck, loaderCheck, packageDir, patternsCheck, swapCheck} from '../../shared/bundleChecks';
import {ServerAssetsPlugin} from './serverAssets';
import {writeDocPages} from './writeDocPages';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

const PLUGIN_NAME = 'lean-client';

/** What a doc page renders around its article, by path: one chunk, `DOC_PAGE_CHUNK`. */
const DOC_PAGE_MODULES = [
  // The route components of a doc page (DocsRoot, DocVersionRoot, DocRoot, DocItem) and their parts.
  '@docusaurus/theme-classic/lib/theme/(Docs?[A-Z]\\w*|TOC\\w*|EditMetaRow|EditThisPage|LastUpdated|BackToTopButton|PaginatorNavLink|Icon)',
  '@docusaurus/theme-common/lib/(hooks/useTOCHighlight|utils/tocUtils)',
  '@docusaurus/plugin-content-docs/lib/client',
  'src/theme/(Doc[A-Z]\\w*|TOC\\w*|BackToTopButton)',
  'plugins/lean-client/theme/(DocSidebar|LastUpdated)',
  'src/(hooks|sections)',
  'src/components/(StaticArticle/index|PageActions|AutoSidebar|TranslationNotice|\\w+/marker)',
  'src/theme/Mermaid/marker',
];

/** A module path pattern of `DOC_PAGE_MODULES` as a regular expression on a module's file. */
const modulePattern = (dir: string) => `[\\\\/](?:${dir.replaceAll('/', '[\\\\/]')})[\\\\/.]`;

/**
 * A doc page's own code in one chunk. Left to the bundler, it came in eight files of 0.2 to 4.5 KB
 * that every doc page loads (release notes are doc pages too), two modules in two of them: one
 * file is ~2.5 KB smaller gzipped. What the main chunk holds stays there (`chunks: 'async'`); the
 * article's islands and each section's sidebar load apart, as before.
 */
const DOC_PAGE_CHUNK = {
  name: 'doc-page',
  chunks: 'async',
  enforce: true,
  priority: 30,
  test: new RegExp(DOC_PAGE_MODULES.map(modulePattern).join('|')),
} as const;

const HOOK = 'plugins/lean-client/src/index.ts';
/** Docusaurus's page renderer, replaced in the server bundle by one that writes every boundary in place. */
const RENDER_TO_HTML = {
  hook: HOOK,
  request: './renderToHtml',
  replacement: path.join(__dirname, 'renderToHtml.ts'),
  replaced: path.join(packageDir('@docusaurus/core'), 'lib', 'client', 'renderToHtml.js'),
  exports: ['renderToHtml'],
};
/** utils-common's index, replaced in the client bundle by its modules without tslib. */
const UTILS_COMMON = {
  hook: HOOK,
  request: '@docusaurus/utils-common',
  replacement: path.join(__dirname, 'client', 'utilsCommon.ts'),
  replaced: path.join(packageDir('@docusaurus/utils-common'), 'lib', 'index.js'),
};
/** The generated files the client bundle gets through a loader of this plugin: file → loader. */
const GENERATED_LOADERS = {
  'registry.js': 'registryLoader.cjs',
  'routes.js': 'routesLoader.cjs',
  'routesChunkNames.json': 'routesChunkNamesLoader.cjs',
  'docusaurus.config.mjs': 'siteConfigLoader.cjs',
};

/**
 * What every page's browser code carries for the route table, trimmed: leaf routes are written
 * compactly and page routes carry their own chunk entries (`routesLoader.cjs`, `pageRoutes.cjs`),
 * the registry of page modules loses its source paths and chunk names (`registryLoader.cjs`), and
 * link prefetching, the one reader of those chunk names, waits for the reader's intent
 * (`client/prefetchOnIntent.ts`), and the site config loses what only the build reads
 * (`siteConfigLoader.cjs`). Doc pages' content comes as the server's HTML (`docData.ts`):
 * from the page itself on a first visit, from `<page>.doc.json`, written here, on navigation.
 */
export default function leanClientPlugin({generatedFilesDir, baseUrl}: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    // Theme components that only save work in the browser (README there): with the layer off,
    // stock's own take their place.
    getThemePath() {
      return '../theme';
    },
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchOnIntent.ts'), path.join(__dirname, 'client', 'markdownStyles.ts')];
    },
    async postBuild({outDir, plugins}) {
      writeDocPages(outDir, baseUrl, builtDocs(plugins).map((doc) => doc.permalink));
    },
    // The site has no PostCSS config file; Docusaurus gives postcss-loader its plugins. Unless told
    // so, the loader looks for one anyway, for every stylesheet: 27 file names in each folder up to
    // the root, ~1 s of the build's main thread in each locale. The stylesheets come out the same.
    configurePostCss(options) {
      return {...options, config: false};
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, NormalModuleReplacementPlugin} = currentBundler.instance;
      if (isServer) {
        return {
          // The server bundle only renders the pages, at build time: trimming it (tree shaking,
          // scope hoisting) was bundling time spent for nothing, ~0.5 s of each locale's.
          optimization: {usedExports: false, sideEffects: false, providedExports: false, innerGraph: false, mangleExports: false, concatenateModules: false},
          plugins: [
            new ServerAssetsPlugin(),
            // Pages come out whole, with no boundary streamed after the rest (renderToHtml.ts).
            new NormalModuleReplacementPlugin(/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/, RENDER_TO_HTML.replacement),
            new BundleChecks([swapCheck(RENDER_TO_HTML)]),
          ],
        };
      }
      return {
        plugins: [
          // Nearly all of the entry chunks' code runs as the page starts. Told so, Chromium (136 and
          // later) compiles it while the script downloads, off the main thread, instead of each
          // function on its first call: on BLE, main.js's evaluation took a median ~105 ms instead
          // of ~135 (8 loads each, no slowdown). Lighthouse's simulated slowdown does not show it.
          // Other browsers read a comment. Added after minifying, which drops comments, and before
          // content hashing.
          new BannerPlugin({banner: '//# allFunctionsCalledOnLoad', raw: true, entryOnly: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}),
          new BundleChecks([
            ...Object.entries(GENERATED_LOADERS).map(([file, loader]) =>
              loaderCheck({hook: `plugins/lean-client/src/${loader}`, file: path.join(generatedFilesDir, file), label: `.docusaurus/${file}`, loader: path.join(__dirname, loader)}),
            ),
            swapCheck(UTILS_COMMON),
            // The site's swizzles and stand-ins import a few of Docusaurus's internals.
            internalImportsCheck(),
            patternsCheck({hook: HOOK, group: 'DOC_PAGE_MODULES (the doc-page chunk)', patterns: Object.fromEntries(DOC_PAGE_MODULES.map((dir) => [dir, new RegExp(modulePattern(dir))]))}),
          ]),
        ],
        optimization: {splitChunks: {cacheGroups: {docPage: DOC_PAGE_CHUNK}}},
        resolve: {alias: {[`${UTILS_COMMON.request}$`]: UTILS_COMMON.replacement}},
        module: {
          rules: Object.entries(GENERATED_LOADERS).map(([file, loader]) => ({
            test: new RegExp(`[\\\\/]${file.replaceAll('.', '\\.')}$`),
            include: generatedFilesDir,
            use: [path.join(__dirname, loader)],
          })),
        },
      };
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

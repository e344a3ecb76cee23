import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BundleChecks, packageDir, swapCheck} from '../../shared/bundleChecks';
import {leanLayer} from '../../shared/lean';
import progressBar from './client/progressBar';
import {checkRedirects, type RedirectCheck} from './checkRedirects';
import {idQueryScript} from './idQueryToHash';
import {PLUGIN_NAME, type Options, type PluginOptions} from './options';
import {missingAnchors, pagesWithMovedAnchors, planHostRedirects, planRedirectAssets, planRedirectPages, withRedirectScript} from './planRedirectFiles';
import {listBuiltFiles, readBuiltPage, readSiteData, writeBuiltFiles} from './readSiteData';

/** nprogress, which theme-classic's progress bar imports into every page's main.js, swapped for a module that loads it with the first navigation. */
const NPROGRESS = {
  hook: 'plugins/site-client/src/index.ts',
  request: 'nprogress',
  replacement: path.join(__dirname, 'client', 'progressBar.ts'),
  replaced: packageDir('nprogress'),
  defaultMembers: Object.keys(progressBar),
};

/** Readers on slow links may wait this long for a page's code before it counts as lost. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function prefixed(redirects: Record<string, string>, baseUrl: string): Record<string, string> {
  const prefix = baseUrl.replace(/\/$/, '');
  return Object.fromEntries(Object.entries(redirects).map(([key, target]) => [prefix + key, prefix + target]));
}

export default function siteClientPlugin(context: LoadContext, options: PluginOptions): Plugin<RedirectCheck> {
  const {siteDir, baseUrl, i18n} = context;
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
    configureWebpack(_config, isServer) {
      return {
        output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS},
        // theme-classic's progress bar module imports nprogress into every page's main.js; the
        // stand-in loads it with the first navigation (client/progressBar.ts). Part of the
        // optimization layer: it offers only the calls Docusaurus makes today.
        ...(!isServer && leanLayer() && {resolve: {alias: {[`${NPROGRESS.request}$`]: NPROGRESS.replacement}}, plugins: [new BundleChecks([swapCheck(NPROGRESS)])]}),
      };
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: idQueryScript()}]};
    },
    async loadContent() {
      const data = readSiteData(siteDir, options);
      return checkRedirects(options.redirectsFile, data.redirectsText, data.inventory, data.written);
    },
    async contentLoaded({content}) {
      if (content.pending.length > 0) {
        logger.warn(`${options.redirectsFile}: ${content.pending.length} redirects point at pages not written yet:\n${content.pending.map((entry) => `  - ${entry}`).join('\n')}`);
      }
    },
    async postBuild({outDir, routesPaths, content}) {
      const redirects = prefixed(content.redirects, baseUrl);
      const broken = missingAnchors(redirects, (route) => readBuiltPage(outDir, route.slice(baseUrl.length - 1)));
      if (broken.length > 0) {
        throw new Error(`${options.redirectsFile}: these redirects point at an anchor the page does not have. Give the heading that id ({#id}) or fix the target:\n${broken.map((entry) => `  - ${entry}`).join('\n')}`);
      }
      // Plan in memory, write once: the plan is what the unit tests cover.
      const assets = planRedirectAssets({redirects, routes: routesPaths}, baseUrl);
      const files = [...assets.files, ...planRedirectPages(content.redirects, listBuiltFiles(outDir), baseUrl, assets.scriptTag('any-address'))];
      const notFound = readBuiltPage(outDir, '/404.html');
      if (notFound !== null) files.push({path: '404.html', content: withRedirectScript(notFound, assets.scriptTag('any-address'))});
      for (const route of pagesWithMovedAnchors(redirects, routesPaths)) {
        const page = readBuiltPage(outDir, route.slice(baseUrl.length - 1));
        const file = route.slice(baseUrl.length);
        if (page !== null) files.push({path: route.endsWith('/') ? `${file}index.html` : file, content: withRedirectScript(page, assets.scriptTag('moved-anchors'))});
      }
      // Hosts read one _redirects and one nginx map at the site root: the default locale's build
      // writes them for every locale (the others build into a subfolder of it).
      if (i18n.currentLocale === i18n.defaultLocale) {
        files.push(...planHostRedirects(content.redirects, i18n.locales.map((locale) => i18n.localeConfigs[locale]!.baseUrl)));
      }
      writeBuiltFiles(outDir, files);
    },
  };
}
export {validateOptions} from './options';
export type {PluginOptions, Options};

import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexSite} from './pagefind.cjs';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

const PLUGIN_NAME = 'site-local-search';

// Offline search: after each locale's build, Pagefind indexes the article of every page (the parts
// marked data-pagefind-body) into a split index under /pagefind/ (/en/pagefind/ for English), in
// this plugin's postBuild or, for a locale another builds after, by scripts/build.mjs beside that
// build (pagefind.cjs does both). The search box and the /search.html page load it only when a
// reader searches. Chinese is segmented by Pagefind's extended binary at indexing, and in the
// browser for queries.
export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search.html`, component: '@site/plugins/local-search/src/SearchPage/index.tsx', exact: true});
    },
    async postBuild({outDir}) {
      // scripts/build.mjs indexes this locale itself, beside the next locale's build, which it
      // starts now: every page is written.
      if (process.env.SEARCH_INDEX_LATER) {
        process.send?.('rendered');
        return;
      }
      // Run beside the other plugins' postBuild (Docusaurus runs them together). Pages they rewrite
      // meanwhile are replaced whole (site-client's writeBuiltFiles), so Pagefind reads one
      // version or the other.
      const pages = await indexSite(context.siteDir, outDir);
      logger.info`Search index: code=${String(pages)} pages of ${context.i18n.currentLocale}.`;
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

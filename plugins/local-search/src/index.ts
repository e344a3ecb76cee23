import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexSite} from './indexer/indexSite';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

const PLUGIN_NAME = 'site-local-search';

// Offline search: after each locale's build, src/indexer reads the article of every built page
// into a split index under /search-index/ (/en/search-index/ for English), in this plugin's
// postBuild or, for a locale another builds after, in scripts/build.mjs beside that build. The
// search box and the /search.html page load the engine (src/engine) and the index files a query
// needs only when a reader searches. README, Search, says why it works as it does.
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
      // Runs beside the other plugins' postBuild (Docusaurus runs them together). Pages they
      // rewrite meanwhile are replaced whole (site-client's writeBuiltFiles), so the indexer reads
      // one version or the other.
      const pages = indexSite(context.siteDir, outDir);
      logger.info`Search index: code=${String(pages)} pages of ${context.i18n.currentLocale}.`;
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where each locale's search bundle is written, under its build folder. */
export const BUNDLE_DIR = 'pagefind';

// Offline search: after each locale's build, Pagefind indexes the article of every page (the parts
// marked data-pagefind-body; other locales build into subfolders afterwards, and Pagefind keeps
// languages apart by <html lang> anyway) into a split index under /pagefind/ (/en/pagefind/ for English). The
// search box and the /search.html page load it only when a reader searches. Chinese is segmented by
// Pagefind's extended binary at indexing, and in the browser for queries.
export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-local-search',
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
      // Pagefind's Node API is ES-module only, which the configuration loader cannot import; its
      // CLI wrapper runs the same (extended, CJK-segmenting) binary.
      const runner = path.join(context.siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
      // Run beside the other plugins' postBuild (Docusaurus runs them together), which a
      // synchronous spawn held up for the ~5 s Pagefind takes. Pages they rewrite meanwhile are
      // replaced whole (site-client's writeBuiltFiles), so Pagefind reads one version or the other.
      const stdout = await promisify(execFile)(process.execPath, [runner, '--site', outDir, '--output-path', path.join(outDir, BUNDLE_DIR)], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}).then(
        (result) => result.stdout,
        (error: {stdout?: string; stderr?: string}) => {
          throw new Error(`Pagefind could not index ${outDir}:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
        },
      );
      const pages = /Indexed (\d+) pages?/.exec(stdout)?.[1] ?? '?';
      logger.info`Search index: code=${pages} pages of ${context.i18n.currentLocale}.`;
    },
  };
}

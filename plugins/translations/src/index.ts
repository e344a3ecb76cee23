import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';
import localeList from '../../../i18n/locales.json';
import {formatProblem, glossaryPath, translatedDocsDir, translationProblems, translationStates} from './translations';

const PLUGIN_NAME = 'site-translations';

// Translated pages kept in step with their sources: each build checks every translated page
// against its source and the locale's glossary (stopping on a mistake, with file:line), and tells
// writers which translations a change to a source page has left behind. The pages themselves say so
// to readers (the front matter hook marks them; DocItem/Content shows the notice).
export default function translationsPlugin({siteDir, i18n}: LoadContext): Plugin {
  // Every locale of the site, also when a build makes only some (DOCS_LOCALES, npm start): a
  // translation's mistakes and staleness do not depend on which locale is being shown.
  const otherLocales = localeList.locales.filter((locale) => locale !== localeList.defaultLocale);
  return {
    name: PLUGIN_NAME,
    getPathsToWatch() {
      return [path.join(siteDir, 'docs', '**', '*.{md,mdx}'), ...otherLocales.flatMap((locale) => [path.join(siteDir, translatedDocsDir(locale), '**', '*.{md,mdx}'), path.join(siteDir, glossaryPath(locale))])];
    },
    async loadContent() {
      const problems = otherLocales.flatMap((locale) => translationProblems(siteDir, locale));
      if (problems.length > 0) {
        throw new Error(`${problems.length} mistake(s) in translated pages (npm run i18n:check lists them too):\n${problems.map(formatProblem).join('\n')}`);
      }
      // Once per build: the default locale's is the first (and the one `npm start` shows).
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      for (const locale of otherLocales) {
        const stale = translationStates(siteDir, locale).filter(({state}) => state === 'stale');
        if (stale.length === 0) continue;
        logger.warn(
          `${stale.length} ${locale} page(s) translate an older version of their source (readers see a notice; npm run i18n:status says what changed):\n` +
            stale.map(({source, translation}) => `  ${source} changed: update ${translation}`).join('\n'),
        );
      }
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

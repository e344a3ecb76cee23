import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';
import {parsePlatforms} from '../../markdown-syntax/src/platformList';
import {platformIds} from '../../markdown-syntax/src/platforms';
import {PLATFORMS_FILE} from '../../markdown-syntax/src/readCompatData';
import {SECTIONS} from '../../../src/sections';
import localeList from '../../../i18n/locales.json';
import {choiceHeadTags} from './headTags';
import {supportSummaries} from './supportSummary';
import {readBuiltPage} from '../../site-client/src/readSiteData';

const PLUGIN_NAME = 'site-my-platforms';
const PLATFORMS_PATH = path.join('data', 'compat', PLATFORMS_FILE);

// "My platforms": the reader says where their app runs (the navbar's chooser, or a compatibility
// table's button), and the pages answer for those platforms: tables put them first, a notice at the
// top of a page lists what does not work there, sidebars and the API and component indexes dim the
// pages that do not, and search can leave them out. Everything comes from data/compat.
export default function myPlatformsPlugin(context: LoadContext): Plugin {
  // Every locale of the site, also when a build makes only some (DOCS_LOCALES): the file is one for all.
  const ids = platformIds(parsePlatforms(PLATFORMS_PATH, fs.readFileSync(path.join(context.siteDir, PLATFORMS_PATH), 'utf8'), localeList.locales));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
    injectHtmlTags() {
      return {headTags: choiceHeadTags(ids)};
    },
    // Each section's summary, for the sidebars, the indexes and search: fetched only by readers
    // who chose platforms, and only their section's.
    async postBuild({outDir, routesPaths, baseUrl}) {
      const pages = routesPaths.flatMap((route) => {
        const address = route.slice(baseUrl.length - 1);
        const html = address.endsWith('.html') || address.endsWith('/') ? readBuiltPage(outDir, address) : null;
        return html === null ? [] : [{path: address, html}];
      });
      for (const [file, content] of supportSummaries(pages, SECTIONS.map(({id}) => id))) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        fs.writeFileSync(path.join(outDir, file), content);
      }
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

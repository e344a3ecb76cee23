// Stock Docusaurus 3 over this site's docs, for `npm run bench`: preset-classic defaults, webpack
// (no Faster), no local plugins, both locales (the English pages are the site's translations). Only what it takes to build the same files: the docs
// folder and static files, links checked as warnings (stock has no `.html` addresses, so every
// such link is "broken" to it), and `excluded.json`, written by bench/run.mjs: the pages stock
// MDX cannot compile or render.
import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as PluginContentDocsOptions} from '@docusaurus/plugin-content-docs';
import {NON_PAGE_GLOBS} from '../../plugins/html-routes/src/pageFiles';

const excludedFile = path.join(__dirname, 'excluded.json');
const excluded: string[] = fs.existsSync(excludedFile) ? JSON.parse(fs.readFileSync(excludedFile, 'utf8')) : [];

type Items = Awaited<ReturnType<NonNullable<PluginContentDocsOptions['sidebarItemsGenerator']>>>;

function withKeys(items: Items, parent = ''): Items {
  return items.map((item) => (item.type === 'category' ? {...item, key: `${parent}/${item.label}`, items: withKeys(item.items, `${parent}/${item.label}`)} : item));
}

export default {
  title: 'uni-app (stock Docusaurus)',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
  // The site's translations (i18n/en/…), as the site builds them: the same pages in both locales.
  i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en'], path: '../../i18n'},
  staticDirectories: ['../../static'],
  presets: [
    [
      'classic',
      {
        docs: {
          path: '../../docs',
          routeBasePath: '/',
          exclude: [...NON_PAGE_GLOBS, ...excluded],
          // Folders of one name in two places (app/, tutorial/app…) would give two categories one
          // translation key, which a build of two locales refuses: each is keyed by its path.
          sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}) => withKeys(await defaultSidebarItemsGenerator(args)),
        },
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
} satisfies Config;

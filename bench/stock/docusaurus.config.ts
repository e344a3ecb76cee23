// Stock Docusaurus 3 over this site's docs, for `npm run bench`: preset-classic defaults, webpack
// (no Faster), no local plugins, one locale. Only what it takes to build the same files: the docs
// folder and static files, links checked as warnings (stock has no `.html` addresses, so every
// such link is "broken" to it), and `excluded.json`, written by bench/run.mjs: the pages stock
// MDX cannot compile or render.
import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {NON_PAGE_GLOBS} from '../../plugins/html-routes/src/pageFiles';

const excludedFile = path.join(__dirname, 'excluded.json');
const excluded: string[] = fs.existsSync(excludedFile) ? JSON.parse(fs.readFileSync(excludedFile, 'utf8')) : [];

export default {
  title: 'uni-app (stock Docusaurus)',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
  i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans']},
  staticDirectories: ['../../static'],
  presets: [
    [
      'classic',
      {
        docs: {path: '../../docs', routeBasePath: '/', exclude: [...NON_PAGE_GLOBS, ...excluded]},
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
} satisfies Config;

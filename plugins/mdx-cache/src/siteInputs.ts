import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {drawingSetup} from '../../diagrams/src/drawDiagrams';

/**
 * What a page's compiled module can depend on besides its own file, relative to the site: the
 * pages it links to (whose headings anchors must match), release entries, widget data, image
 * files (Docusaurus reads their size), the markdown plugins and their configuration with every
 * file it imports (the code themes' colours, src/prismThemes.ts), the installed packages, and the
 * browsers the JavaScript is compiled for (package.json's browserslist). The test of this file
 * checks that every file docusaurus.config.ts loads is among them.
 */
export const SITE_INPUTS = [
  'docs',
  'i18n',
  'releases',
  'data',
  'static',
  'e2e/fixtures/docs',
  'plugins',
  'docusaurus.config.ts',
  'src/prismThemes.ts',
  'src/sections.ts',
  'package.json',
  'package-lock.json',
];

function* filesUnder(file: string): Generator<string> {
  const stat = fs.statSync(file, {throwIfNoEntry: false});
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield file;
    return;
  }
  for (const name of fs.readdirSync(file).sort()) {
    if (name === 'node_modules' || name === '__tests__') continue;
    yield* filesUnder(path.join(file, name));
  }
}

/**
 * A hash of the site's inputs (files by content, images by size and time), its DOCS_* settings,
 * whether the build can draw diagrams (plugins/diagrams), and where the site and its packages are:
 * compiled modules name loaders by their absolute path (`/…/node_modules/url-loader/…!./img/a.svg`).
 */
export function hashSiteInputs(siteDir: string, inputs: readonly string[] = SITE_INPUTS): string {
  const hash = crypto.createHash('sha256');
  const nodeModules = path.join(siteDir, 'node_modules');
  hash.update(JSON.stringify([siteDir, fs.existsSync(nodeModules) ? fs.realpathSync(nodeModules) : null, drawingSetup()]));
  for (const input of inputs) {
    for (const file of filesUnder(path.join(siteDir, input))) {
      hash.update(`${path.relative(siteDir, file)}\0`);
      if (/\.(md|mdx|json|jsonc|ya?ml|ts|tsx|js|cjs|mjs)$/.test(file)) hash.update(fs.readFileSync(file));
      else {
        const {size, mtimeMs} = fs.statSync(file);
        hash.update(`${size} ${mtimeMs}`);
      }
      hash.update('\0');
    }
  }
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('DOCS_')).sort();
  hash.update(JSON.stringify(settings));
  return hash.digest('hex').slice(0, 16);
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page's compiled module can depend on besides its own file, relative to the site: the
 * pages it links to (whose headings anchors must match), release entries, widget data, image
 * files (Docusaurus reads their size), the markdown plugins and their configuration, and the
 * installed packages.
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

/** A hash of the site's inputs (files by content, images by size and time) and its DOCS_* settings. */
export function hashSiteInputs(siteDir: string, inputs: readonly string[] = SITE_INPUTS): string {
  const hash = crypto.createHash('sha256');
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

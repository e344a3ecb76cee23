import fs from 'node:fs';
import path from 'node:path';
import {INDEX_DIR} from '../engine/format';
import {buildIndex, type IndexedPage} from './buildIndex';
import {extractPage} from './extractPage';
import {parseSynonyms} from './parseSynonyms';

/** The writers' synonym list, from the site's folder. */
export const SYNONYMS_FILE = 'data/search-synonyms.txt';

// Folders of a built locale that hold no pages of its own: bundles, the index itself, and another
// locale's build when it sits inside this one's (build/en, with its own assets/, inside build/).
const NOT_PAGES = new Set(['assets', INDEX_DIR]);
const otherLocale = (dir: string) => fs.existsSync(path.join(dir, 'assets'));

function htmlFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_PAGES.has(relative) || otherLocale(path.join(root, relative)) ? [] : htmlFiles(root, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/**
 * Indexes the built pages of one locale, under `site`, into `site/search-index/` (replaced whole),
 * with the synonyms of the site in `siteDir`;
 * returns how many pages it indexed. A page is its `.html` file; `dir/index.html` is `dir/`.
 */
export function indexSite(siteDir: string, site: string): number {
  const synonyms = parseSynonyms(SYNONYMS_FILE, fs.readFileSync(path.join(siteDir, SYNONYMS_FILE), 'utf8'));
  const pages: IndexedPage[] = [];
  for (const file of htmlFiles(site).sort()) {
    const page = extractPage(fs.readFileSync(path.join(site, file), 'utf8'));
    if (page) pages.push({path: file.replace(/(^|\/)index\.html$/, '$1'), page});
  }
  if (pages.length === 0) throw new Error(`Search: no pages with an article under ${site}.`);
  const target = path.join(site, INDEX_DIR);
  const next = `${target}.next`;
  fs.rmSync(next, {recursive: true, force: true});
  for (const [file, content] of buildIndex(pages, synonyms)) {
    fs.mkdirSync(path.dirname(path.join(next, file)), {recursive: true});
    fs.writeFileSync(path.join(next, file), content);
  }
  fs.rmSync(target, {recursive: true, force: true});
  fs.renameSync(next, target);
  return pages.length;
}

import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from './options';
import {parseRoutesTable} from './parseRoutesTable';

export type SiteData = {
  redirectsText: string;
  /** Every route of the page inventory. */
  inventory: string[];
  /** The routes whose source file exists. */
  written: string[];
};

/** Reads the legacy map and the page inventory, noting which inventory pages have a source yet. */
export function readSiteData(siteDir: string, {redirectsFile, routesFile}: Pick<PluginOptions, 'redirectsFile' | 'routesFile'>): SiteData {
  const rows = parseRoutesTable(routesFile, fs.readFileSync(path.join(siteDir, routesFile), 'utf8'));
  const exists = (file: string) => ['.md', '.mdx'].some((extension) => fs.existsSync(path.join(siteDir, file.replace(/\.mdx?$/, extension))));
  return {
    redirectsText: fs.readFileSync(path.join(siteDir, redirectsFile), 'utf8'),
    inventory: rows.map(({route}) => route),
    written: rows.filter(({file}) => exists(file)).map(({route}) => route),
  };
}

/** Every file of the build output, relative to it with `/` separators. */
export function listBuiltFiles(outDir: string): Set<string> {
  return new Set(fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'}).map((file) => file.split(path.sep).join('/')));
}

/** The built HTML of a route, or null when the build has no such page. */
export function readBuiltPage(outDir: string, route: string): string | null {
  const file = path.join(outDir, route.endsWith('/') ? `${route}index.html` : route);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * Writes each file whole, through a temporary file and a rename: Pagefind (plugins/local-search)
 * reads the pages while this runs, and must never see one half written.
 */
export function writeBuiltFiles(outDir: string, files: readonly {path: string; content: string}[]): void {
  for (const file of files) {
    const target = path.join(outDir, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.content);
    fs.renameSync(temporary, target);
  }
}

import {docRoute} from '../../html-routes/src/docRoute';

/** One page of the inventory (`data/routes.tsv`). */
export type InventoryRow = {route: string; file: string; title: string; tier: 'major' | 'standard'};

const HEADER = ['route', 'file', 'title', 'tier'];
const TIERS = new Set(['major', 'standard']);


/**
 * Reads the page inventory: a header line `route file title tier`, then one tab-separated page a
 * line. Errors name `file:line` and the rule the row breaks.
 */
export function parseRoutesTable(file: string, text: string): InventoryRow[] {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines[0]?.split('\t').join(' ') !== HEADER.join(' ')) {
    throw new Error(`${file}:1: the first line must be the header "${HEADER.join('\\t')}" (tab-separated).`);
  }
  const seen = new Map<string, number>();
  return lines.slice(1).map((line, index) => {
    const where = `${file}:${index + 2}`;
    const cells = line.split('\t');
    if (cells.length !== HEADER.length) throw new Error(`${where}: expected 4 tab-separated cells (route, file, title, tier), found ${cells.length}.`);
    const [route, source, title, tier] = cells as [string, string, string, string];
    if (!/^\/[^\s#?]*$/.test(route)) throw new Error(`${where}: route "${route}" must be a path starting with "/", without spaces, "#" or "?".`);
    if (!/^docs\/[^\s]+\.mdx?$/.test(source)) throw new Error(`${where}: file "${source}" must be a markdown file under docs/, such as docs/api/README.md.`);
    const published = docRoute(source.slice('docs/'.length));
    if (published !== route) throw new Error(`${where}: file "${source}" is published at ${published}, not at ${route}.`);
    if (!TIERS.has(tier)) throw new Error(`${where}: tier "${tier}" must be major or standard.`);
    const first = seen.get(route);
    if (first !== undefined) throw new Error(`${where}: route ${route} is already listed on line ${first}.`);
    seen.set(route, index + 2);
    return {route, file: source, title, tier: tier as InventoryRow['tier']};
  });
}

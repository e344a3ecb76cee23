import {createSlugger} from '@docusaurus/utils';
import {isLiteralTag} from '../../markdown-syntax/src/remarkLiteralTags';

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const EXPLICIT_ID = /\s*\{#([^}\s]+)\}$/;
const HTML_ID = /\sid=["']([^"']+)["']/g;

/**
 * The heading's text as Docusaurus slugs it: inline markdown dropped, HTML elements dropped, but
 * tag-like text such as `Array<Object>` kept, since remarkLiteralTags made it text before the ids.
 */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .replace(/<[^>]+>/g, (tag) => (isLiteralTag(tag) ? tag : ''))
    .trim();
}

/** A heading of a markdown page: its line (1-based), level, id (as Docusaurus makes it) and text. */
export type Heading = {line: number; level: number; id: string; text: string};

/** The page's headings in order, ids as Docusaurus makes them: `{#id}`, else the text's slug (duplicates numbered). */
export function headings(markdown: string): Heading[] {
  const found: Heading[] = [];
  const slugger = createSlugger();
  let inFence = false;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) return;
    const heading = HEADING.exec(line);
    if (!heading) return;
    const explicit = EXPLICIT_ID.exec(heading[1]!);
    const text = heading[1]!.replace(EXPLICIT_ID, '');
    found.push({line: index + 1, level: /^#+/.exec(line)![0].length, id: explicit ? explicit[1]! : slugger.slug(headingText(text)), text});
  });
  return found;
}

/**
 * The anchors a markdown page offers: the ids of its headings and `id="…"` attributes of inline HTML.
 */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set(headings(markdown).map(({id}) => id));
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    for (const match of line.matchAll(HTML_ID)) ids.add(match[1]!);
  }
  return ids;
}

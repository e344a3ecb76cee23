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

/**
 * The anchors a markdown page offers: `{#id}` on headings, slugs of the other headings (same
 * algorithm as Docusaurus, duplicates numbered), and `id="…"` attributes of inline HTML.
 */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const slugger = createSlugger();
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const explicit = EXPLICIT_ID.exec(heading[1]!);
      ids.add(explicit ? explicit[1]! : slugger.slug(headingText(heading[1]!)));
    }
    for (const match of line.matchAll(HTML_ID)) ids.add(match[1]!);
  }
  return ids;
}

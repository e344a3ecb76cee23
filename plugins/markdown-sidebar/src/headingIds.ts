import {createSlugger} from '@docusaurus/utils';

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const EXPLICIT_ID = /\s*\{#([^}\s]+)\}$/;
const HTML_ID = /\sid=["']([^"']+)["']/g;

/** Markdown inline syntax removed before slugging, as Docusaurus slugs the heading's text. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .replace(/<[^>]+>/g, '')
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

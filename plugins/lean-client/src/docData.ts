// A doc page's content reaches the browser as the server's HTML, not as compiled code. The server
// render puts the page's data (metadata, table of contents, …) in a JSON script beside the article;
// the build copies article and data into `<page>.doc.json` for client navigation; a first visit
// reads both from the page itself. These are the pure parts both sides share.

import {ARTICLE_ATTRIBUTE} from '../../local-search/src/markers';

/** The article element (its inner HTML is the page's content) is the one search indexes. */
export {ARTICLE_ATTRIBUTE};
/** Marks, on the data script, the page. */
export const DATA_ATTRIBUTE = 'data-doc-page';

/** The export under which compiled markdown brings its stock renderer (`remarkDocItemContent.ts`). */
export const DOC_ITEM_CONTENT_EXPORT = 'DocItemContent';

/** What the docs theme reads from a page's content module, besides the component. */
export type DocData = {
  metadata: {permalink: string} & Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  toc: readonly {value: string; id: string; level: number}[];
  contentTitle: string | undefined;
  assets: Record<string, unknown>;
};

/** What `<page>.doc.json` holds: the page's data and its article's inner HTML. */
export type DocPage = DocData & {html: string};

/** `/api/a.html` → `/api/a.doc.json`, `/api/` → `/api/index.doc.json` (base URL kept). */
export function docDataUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.doc.json` : `${permalink.replace(/\.html$/, '')}.doc.json`;
}

/** The data as the text of a JSON script: `<` escaped so no `</script>` or `<!--` can end it early. */
export function serializeDocData(data: DocData): string {
  const {metadata, frontMatter, toc, contentTitle, assets} = data;
  return JSON.stringify({metadata, frontMatter, toc, contentTitle, assets}).replace(/</g, '\\u003c');
}

/**
 * The data script's type: not JSON to the HTML minifier, which would write JSON scripts anew
 * (unescaping `<`). The browser runs neither.
 */
export const DATA_TYPE = 'application/x-doc-data';

// The built HTML is minified: attributes may lose their quotes, and empty values their `=""`.
const DATA_SCRIPT = new RegExp(`<script\\b[^>]*\\b${DATA_ATTRIBUTE}\\b[^>]*>([^<]*)</script>`);
const ARTICLE_OPEN = new RegExp(`<div\\b[^>]*\\b${ARTICLE_ATTRIBUTE}\\b[^>]*>`);
// React escapes `<` in text and attribute values, so every `<div` and `</div>` in its output is a tag.
const DIV_TAG = /<div[\s>]|<\/div>/g;

/** A built doc page's article HTML and data, or null if the page has none (not a doc page). */
export function extractDocPage(pageHtml: string): DocPage | null {
  const data = DATA_SCRIPT.exec(pageHtml);
  const open = ARTICLE_OPEN.exec(pageHtml);
  if (!data || !open) return null;
  const start = open.index + open[0].length;
  DIV_TAG.lastIndex = start;
  let depth = 1;
  for (let tag = DIV_TAG.exec(pageHtml); tag; tag = DIV_TAG.exec(pageHtml)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return {...(JSON.parse(data[1]!) as DocData), html: pageHtml.slice(start, tag.index)};
  }
  throw new Error('A doc page\'s article has no end: its HTML is cut short.');
}

// The files of a locale's search index, as the indexer writes them under `<locale root>/search-index/`
// and the engine reads them. A query reads the manifest, the shards of its terms and, for the hits
// it shows, their excerpt files: never the whole index.

export const INDEX_DIR = 'search-index';
/** How many files the terms are spread over. */
export const SHARD_COUNT = 512;
export const MANIFEST_FILE = 'index.json';
/** A term and its pages are in `t/<shardOf(term)>.json`. */
export const shardFile = (shard: number): string => `t/${shard}.json`;
/** The code words (Latin terms of 3 characters or more) starting with a two-character prefix, for a word still being typed. */
export const WORDS_FILE_COUNT = 64;
export const wordsFileOf = (prefix: string): number => shardOf(prefix) % WORDS_FILE_COUNT;
export const wordsFile = (number: number): string => `w/${number}.json`;
/** A words file: each two-character prefix with its words, the most widely used first. */
export type Words = Record<string, string[]>;

/** A page's text cut at its headings, for excerpts. */
export const partsFile = (page: number): string => `p/${page}.json`;

/**
 * A page as hits show it: path from the locale's root (`api/system/clipboard.html`), title,
 * section; then, for a release-notes page, RELEASE_PAGE.
 */
export type PageEntry = [path: string, title: string, section: string, kind?: typeof RELEASE_PAGE];
export const RELEASE_PAGE = 1;
/** The pages, and the synonym groups a query's words are read with (each word normalized). */
export type Manifest = {pages: PageEntry[]; synonyms: string[][]};

/**
 * A shard: each term with its pages, as `[pageDelta, value, pageDelta, value, …]` (page numbers as
 * differences from the one before). `value` is `strength * FLAGS + flags`: strength 1–255 is how
 * well the page matches the term (BM25F, computed when indexing), flags say where: TITLE, TOPIC,
 * LOG_ONLY.
 * Name terms (`=uni.showmodal`) hold the pages that a whole query of that name should open first,
 * with strength 2 for the page's title, 1 for one of its API headings.
 */
export type Shard = Record<string, number[]>;
export const TITLE = 1;
/** In a heading or in the page's description keywords. */
export const TOPIC = 2;
/** Only in a release-notes page's log of changes, which mentions everything in passing. */
export const LOG_ONLY = 4;
/** Flags take the low bits of a value: `value % FLAGS` are the flags, `Math.floor(value / FLAGS)` the strength. */
export const FLAGS = 8;
export const NAME_PREFIX = '=';

/** A page's parts for excerpts: `[anchor, heading, text]`, the first without a heading. */
export type Parts = [string, string, string][];

/** A term's pages and values as a shard holds them: sorted by page, each page as the difference from the one before. */
export function encodePostings(entries: Iterable<[page: number, value: number]>): number[] {
  const list: number[] = [];
  let previous = 0;
  for (const [page, value] of [...entries].sort(([a], [b]) => a - b)) {
    list.push(page - previous, value);
    previous = page;
  }
  return list;
}

/** A shard's list for a term as page → value (empty for a term no page has). */
export function decodePostings(list: number[] | undefined): Map<number, number> {
  const postings = new Map<number, number>();
  if (!list) return postings;
  for (let index = 0, page = 0; index < list.length; index += 2) {
    page += list[index]!;
    postings.set(page, list[index + 1]!);
  }
  return postings;
}

/** The shard of a term: FNV-1a over its UTF-16 code units. */
export function shardOf(term: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < term.length; index += 1) {
    hash ^= term.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SHARD_COUNT;
}

import {FLAGS, LOG_ONLY, encodePostings, MANIFEST_FILE, NAME_PREFIX, RELEASE_PAGE, SHARD_COUNT, TITLE, TOPIC, WORDS_FILE_COUNT, partsFile, shardFile, shardOf, wordsFile, wordsFileOf, type Manifest, type Parts, type Shard, type Words} from '../engine/format';
import {indexTokens, nameKeys} from '../engine/tokenize';
import type {ExtractedPage} from './extractPage';

/** A page to index: its path from the locale's root and what its HTML says. */
export type IndexedPage = {path: string; page: ExtractedPage};

// BM25F: how much a term counts in each field, and how much a long field dilutes it (b). The title
// and the headings say what a page is about; the description holds the writer's keywords, and the
// keywords readers' words for the page that it may not use itself (手机震动 for uni.vibrate); the
// address's words let English words find Chinese pages (clipboard.html); the anchors, the text of
// other pages' links to it, name it in other writers' words (电量 for uni.getBatteryInfo); the
// release log is a long list of changes that mentions every API in passing, so it counts least.
const FIELDS = {
  title: {weight: 8, b: 0.3},
  headings: {weight: 2.5, b: 0.5},
  description: {weight: 3, b: 0.3},
  keywords: {weight: 3, b: 0.3},
  url: {weight: 2, b: 0.2},
  anchors: {weight: 1.5, b: 0.5},
  body: {weight: 1, b: 0.7},
  log: {weight: 0.1, b: 0.7},
} as const;
type Field = keyof typeof FIELDS;
const K1 = 1.2;
/** Parts of a page kept for excerpts: the text a reader's hit shows comes from them. */
const PART_TEXT_LIMIT = 1200;
const PARTS_LIMIT = 40;

/** The text of the links to each page from the others' articles, by the page's path. */
function inboundLinks(pages: IndexedPage[]): Map<string, string[]> {
  const paths = new Set(pages.map(({path}) => path));
  const inbound = new Map<string, string[]>();
  for (const {path: from, page} of pages) {
    for (const [href, text] of page.links) {
      // `/api/x.html`, or `/en/api/x.html` on the English site: the path from the locale's root.
      const relative = href.slice(1);
      const target = paths.has(relative) ? relative : relative.slice(relative.indexOf('/') + 1);
      if (target !== from && paths.has(target) && target !== '') inbound.set(target, [...(inbound.get(target) ?? []), text]);
    }
  }
  return inbound;
}

function fieldTexts({path, page}: IndexedPage, anchors: string[]): Record<Field, string> {
  return {
    anchors: anchors.join('\n'),
    title: page.title,
    headings: page.headings.join('\n'),
    description: page.description.replace(/,/g, ' '),
    keywords: page.keywords.replace(/,/g, ' '),
    url: path.replace(/\.html$|\/$/g, '').replace(/[/_]/g, ' '),
    body: page.body,
    log: page.log,
  };
}

// A config or source file's name in a heading (变量配置文件 theme.json).
const FILE_NAME = /[\w$-]+\.(?:json|js|ts|vue|nvue|uvue|uts|scss|css)\b/g;
const API_HEADING = /^(uni|plus|uniCloud)\.[\w.$]+\s*(\(.*\))?$|^[\w.$]+\s*\(.*\)$/;

/** A name a whole query may be of a page; `shared` names count only where few pages have them. */
type PageName = {key: string; strength: number; shared?: 'once' | 'few'};

/**
 * The names a whole query may be of this page, with their strength: its title, each of the
 * title's `a / b` forms, a leading code name (`button 按钮`, `manifest.json app configuration`)
 * and the words after it are 2, and so is the part before a colon (安心打包：…) unless another
 * title has it (a series: uni一键发布：首次发布); an API heading is 1, and so is a file name in a
 * heading (变量配置文件 theme.json) unless more than two pages have it (manifest.json 配置).
 */
function pageNames(page: ExtractedPage): PageName[] {
  const names: PageName[] = [];
  const add = (text: string, strength: number, shared?: PageName['shared']) => {
    for (const key of nameKeys(text)) names.push({key, strength, shared});
  };
  const title = page.title.normalize('NFKC');
  for (const form of [title, ...title.split(' / ')]) {
    add(form, 2);
    const lead = /^([\w.$-]+)\s+(\P{Script=Latin}.*)$/u.exec(form.trim()) ?? /^([\w$]+[.-][\w.$-]+)\s+(.+)$/.exec(form.trim());
    if (lead) {
      add(lead[1]!, 2);
      add(lead[2]!, 2);
    }
  }
  if (title.includes(':')) add(title.split(':')[0]!, 2, 'once');
  for (const heading of page.headings) {
    if (API_HEADING.test(heading.trim())) add(heading, 1);
    for (const file of heading.match(FILE_NAME) ?? []) add(file, 1, 'few');
  }
  return names;
}

/** Each page's names, strongest first, without the shared ones too many pages have. */
function namesOfPages(pages: IndexedPage[]): Map<string, Map<number, number>> {
  const all = pages.map(({page}) => pageNames(page));
  const holders = new Map<string, Set<number>>();
  all.forEach((names, pageNumber) => {
    for (const {key, shared} of names) if (shared) holders.set(`${shared}\t${key}`, (holders.get(`${shared}\t${key}`) ?? new Set()).add(pageNumber));
  });
  const limit = {once: 1, few: 2};
  const result = new Map<string, Map<number, number>>();
  all.forEach((names, pageNumber) => {
    for (const {key, strength, shared} of names) {
      if (shared && holders.get(`${shared}\t${key}`)!.size > limit[shared]) continue;
      const byPage = result.get(key) ?? new Map<number, number>();
      byPage.set(pageNumber, Math.max(byPage.get(pageNumber) ?? 0, strength));
      result.set(key, byPage);
    }
  });
  return result;
}

/** The index files of a locale's pages: relative path → content. */
export function buildIndex(pages: IndexedPage[], synonyms: string[][]): Map<string, string> {
  const fields = Object.keys(FIELDS) as Field[];
  // term → page → frequency per field
  const counts = new Map<string, Map<number, number[]>>();
  const lengths = pages.map(() => fields.map(() => 0));
  const inbound = inboundLinks(pages);
  pages.forEach((entry, pageNumber) => {
    const texts = fieldTexts(entry, inbound.get(entry.path) ?? []);
    fields.forEach((field, fieldIndex) => {
      indexTokens(texts[field], (term) => {
        lengths[pageNumber]![fieldIndex]! += 1;
        let byPage = counts.get(term);
        if (!byPage) counts.set(term, (byPage = new Map()));
        let frequencies = byPage.get(pageNumber);
        if (!frequencies) byPage.set(pageNumber, (frequencies = fields.map(() => 0)));
        frequencies[fieldIndex]! += 1;
      });
    });
  });
  const average = fields.map((_, fieldIndex) => Math.max(1, pages.reduce((sum, _page, pageNumber) => sum + lengths[pageNumber]![fieldIndex]!, 0) / Math.max(1, pages.length)));

  const shards: Shard[] = Array.from({length: SHARD_COUNT}, () => ({}));
  const shardFor = (term: string): Shard => shards[shardOf(term)]!;
  for (const [term, byPage] of counts) {
    const values = [...byPage].map(([pageNumber, frequencies]): [number, number] => {
      let weighted = 0;
      fields.forEach((field, fieldIndex) => {
        const {weight, b} = FIELDS[field];
        const norm = 1 - b + (b * lengths[pageNumber]![fieldIndex]!) / average[fieldIndex]!;
        weighted += (weight * frequencies[fieldIndex]!) / norm;
      });
      const strength = Math.max(1, Math.round((255 * weighted) / (K1 + weighted)));
      const logOnly = frequencies.every((frequency, fieldIndex) => frequency === 0 || fields[fieldIndex] === 'log');
      const has = (field: Field) => frequencies[fields.indexOf(field)]! > 0;
      const flags = (has('title') ? TITLE : 0) | (has('headings') || has('description') || has('keywords') ? TOPIC : 0) | (logOnly ? LOG_ONLY : 0);
      return [pageNumber, strength * FLAGS + flags];
    });
    shardFor(term)[term] = encodePostings(values);
  }
  for (const [name, byPage] of namesOfPages(pages)) {
    shardFor(NAME_PREFIX + name)[NAME_PREFIX + name] = encodePostings([...byPage].map(([pageNumber, strength]) => [pageNumber, strength * FLAGS]));
  }

  // Code words by their first two characters, for completing the word a reader is still typing.
  const words = Array.from({length: WORDS_FILE_COUNT}, (): Words => ({}));
  const codeWords = [...counts].filter(([term]) => term.length >= 3 && /^[a-z_$][\w$.-]*$/.test(term)).sort(([a, aPages], [b, bPages]) => bPages.size - aPages.size || (a < b ? -1 : 1));
  for (const [term] of codeWords) {
    const prefix = term.slice(0, 2);
    (words[wordsFileOf(prefix)]![prefix] ??= []).push(term);
  }

  const files = new Map<string, string>();
  const manifest: Manifest = {pages: pages.map(({path, page}) => (page.log ? [path, page.title, page.section, RELEASE_PAGE] : [path, page.title, page.section])), synonyms};
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  shards.forEach((shard, number) => files.set(shardFile(number), JSON.stringify(shard)));
  words.forEach((file, number) => files.set(wordsFile(number), JSON.stringify(file)));
  pages.forEach(({page}, pageNumber) => {
    const parts: Parts = page.parts.slice(0, PARTS_LIMIT).map(([anchor, heading, text]) => [anchor, heading, text.slice(0, PART_TEXT_LIMIT)]);
    files.set(partsFile(pageNumber), JSON.stringify(parts));
  });
  return files;
}

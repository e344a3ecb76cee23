import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {SearchEngine, type RankedPage} from '../src/engine/engine';
import {INDEX_DIR, MANIFEST_FILE, type Manifest} from '../src/engine/format';
import {suggestPages} from '../src/engine/suggest';

// The relevance set and how search does on it: P@1, P@3 and MRR per section, kind and overall,
// with the misses, on a built site's index, through the engine the browser runs (only the files
// are read from disk instead of fetched).

export const KINDS = ['exact', 'task', 'mixed', 'synonym', 'concept', 'english', 'release'] as const;
export type Kind = (typeof KINDS)[number];
/**
 * A query and the pages that answer it: `expected`, its writer's (best first), and `assessed`, the
 * ones a second reader judged to answer it too, without knowing which page the writer chose or
 * where search put each (held-out queries: eval/heldout.tsv says how).
 */
export type Judgement = {line: number; locale: string; query: string; expected: string[]; assessed: string[]; kind: Kind};

/**
 * Reads `locale<TAB>query<TAB>routes<TAB>kind` lines; `#` lines are comments. Routes are
 * space-separated, the writer's first, then after a lone `+` the assessed ones. Errors name file and line.
 */
export function readQueries(file: string, locales: readonly string[]): Judgement[] {
  const seen = new Map<string, number>();
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '' || raw.startsWith('#')) return [];
      const fail = (message: string): never => {
        throw new Error(`${file}:${line}: ${message}`);
      };
      const [locale, query, routes, kind, ...rest] = raw.split('\t');
      if (rest.length > 0 || kind === undefined) fail('expected 4 tab-separated columns: locale, query, expected routes, kind');
      if (!locales.includes(locale!)) fail(`unknown locale "${locale}" (one of ${locales.join(', ')})`);
      if (!(KINDS as readonly string[]).includes(kind!)) fail(`unknown kind "${kind}" (one of ${KINDS.join(', ')})`);
      const [written, added, ...more] = routes!.split(/(?:^| )\+(?: |$)/).map((part) => part.split(' ').filter(Boolean));
      const expected = written ?? [];
      const assessed = added ?? [];
      if (more.length > 0) fail('one "+" at most: the writer\'s routes, then the assessed ones');
      if (added && assessed.length === 0) fail('a "+" must be followed by the assessed routes');
      if (expected.length === 0) fail('the writer\'s expected routes come first');
      if ([...expected, ...assessed].some((route) => !route.startsWith('/'))) fail('expected routes must start with /');
      const key = `${locale}\t${query!.trim().toLowerCase()}`;
      if (seen.has(key)) fail(`"${query}" is already on line ${seen.get(key)}`);
      seen.set(key, line);
      return [{line, locale: locale!, query: query!.trim(), expected, assessed, kind: kind as Kind}];
    });
}

/**
 * How one query did: the rank (1-based) among the first ten of its first expected page (`rank`), or
 * of its first expected or assessed page (`assessedRank`), or null.
 */
export type Outcome = Judgement & {rank: number | null; assessedRank: number | null; top: string[]; releaseAbove: string | null; millis: number; firstBytes: number};

const RELEASE_PAGE = /(^|\/)(release[^/]*|[^/]*-release|release-note-[^/]*)\.html$/;
export const isReleasePage = (route: string): boolean => RELEASE_PAGE.test(route);

/** A site's index for one locale, read from disk; counts the gzip bytes of the files a fresh engine reads. */
export function diskEngine(root: string): {engine: SearchEngine; bytes: () => number} {
  let bytes = 0;
  const engine = new SearchEngine(async (file) => {
    const content = await fs.promises.readFile(path.join(root, INDEX_DIR, file));
    bytes += gzipSync(content).length;
    return JSON.parse(content.toString('utf8'));
  });
  return {engine, bytes: () => bytes};
}

/** Runs every query on the index of `buildDir` (each locale's root: `/` for the default, `/<locale>/` for others). */
export async function evaluate(buildDir: string, judgements: Judgement[], defaultLocale: string, shown = 10): Promise<Outcome[]> {
  const rootOf = (locale: string) => (locale === defaultLocale ? buildDir : path.join(buildDir, locale));
  const warm = new Map<string, SearchEngine>();
  const outcomes: Outcome[] = [];
  for (const judgement of judgements) {
    const root = rootOf(judgement.locale);
    // What a reader's first query downloads: the manifest, its terms' shards, the shown hits' texts.
    const fresh = diskEngine(root);
    const first = await fresh.engine.search(judgement.query, shown);
    await Promise.all(first.map((hit) => fresh.engine.pageParts(hit.page)));
    let engine = warm.get(root);
    if (!engine) warm.set(root, (engine = diskEngine(root).engine));
    const started = performance.now();
    const hits: RankedPage[] = await engine.search(judgement.query, shown);
    const millis = performance.now() - started;
    const top = hits.map((hit) => `/${hit.path}`);
    const rankOf = (routes: string[]) => {
      const found = top.findIndex((route) => routes.includes(route));
      return found < 0 ? null : found + 1;
    };
    const rank = rankOf(judgement.expected);
    const index = rank === null ? -1 : rank - 1;
    const reference = !judgement.expected.some(isReleasePage);
    const releaseAbove = reference ? (top.slice(0, index < 0 ? top.length : index).find(isReleasePage) ?? null) : null;
    outcomes.push({...judgement, rank, assessedRank: rankOf([...judgement.expected, ...judgement.assessed]), top, releaseAbove, millis, firstBytes: fresh.bytes()});
  }
  return outcomes;
}

export type Figures = {queries: number; p1: number; p3: number; mrr: number};

/** P@1, P@3 and MRR of ranks (1-based, null for not found). */
function figuresOf(ranks: (number | null)[]): Figures {
  const count = ranks.length || 1;
  return {
    queries: ranks.length,
    p1: ranks.filter((rank) => rank === 1).length / count,
    p3: ranks.filter((rank) => rank !== null && rank <= 3).length / count,
    mrr: ranks.reduce((sum: number, rank) => sum + (rank ? 1 / rank : 0), 0) / count,
  };
}

/** P@1, P@3 and MRR by the writer's pages, or (`assessed`) by theirs and the assessed ones. */
export function figures(outcomes: Outcome[], by: 'rank' | 'assessedRank' = 'rank'): Figures {
  return figuresOf(outcomes.map((outcome) => outcome[by]));
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The least the relevance set must reach (eval/floors.json), and the rules no query may break; `notFoundP3`: the not-found page's suggestions on dead addresses. */
export type Floors = {p1: number; p3: number; mrr: number; firstQueryKB: number; notFoundP3: number};

/**
 * Dead addresses made from every page of a built site (release notes aside), as readers meet them:
 * the page `moved` (its file name under the next folder of the site's, `/api/media/clipboard.html`
 * for `/api/system/clipboard.html`) and `renamed` (`-old` added to its name); each with the page
 * it stands for. Only addresses no page has.
 */
export function deadAddresses(paths: string[]): {kind: 'moved' | 'renamed'; address: string; page: string}[] {
  const pages = paths.filter((page) => page.endsWith('.html') && !isReleasePage(`/${page}`));
  const folderOf = (page: string) => page.slice(0, page.lastIndexOf('/') + 1);
  const folders = [...new Set(pages.map(folderOf))].sort();
  const existing = new Set(paths);
  return pages
    .flatMap((page) => {
      const folder = folderOf(page);
      const next = folders[(folders.indexOf(folder) + 1) % folders.length]!;
      return [
        {kind: 'moved' as const, address: `${next}${page.slice(folder.length)}`, page},
        {kind: 'renamed' as const, address: page.replace(/\.html$/, '-old.html'), page},
      ];
    })
    .filter(({address}) => !existing.has(address));
}

/** How the not-found page's suggestions do on `deadAddresses` of a built locale (its root): P@1 and P@3 per kind. */
export async function evaluateSuggestions(root: string): Promise<Record<'moved' | 'renamed' | 'all', Figures>> {
  const {engine} = diskEngine(root);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, INDEX_DIR, MANIFEST_FILE), 'utf8')) as Manifest;
  const dead = deadAddresses(manifest.pages.map(([page]) => page));
  const ranks = await Promise.all(
    dead.map(async ({kind, address, page}) => {
      const found = (await suggestPages(engine, `/${address}`, '/')).findIndex((hit) => hit.path === page);
      return {kind, rank: found < 0 ? null : found + 1};
    }),
  );
  const of = (kind?: 'moved' | 'renamed') => figuresOf(ranks.filter((item) => kind === undefined || item.kind === kind).map(({rank}) => rank));
  return {moved: of('moved'), renamed: of('renamed'), all: of()};
}

/** What falls short of the floors or breaks a rule, one line each; empty when all is well. */
export function shortfalls(outcomes: Outcome[], floors: Floors): string[] {
  const got = figures(outcomes);
  const lines = (['p1', 'p3', 'mrr'] as const).filter((key) => got[key] < floors[key]).map((key) => `${key} is ${got[key].toFixed(3)}, below its floor ${floors[key]}`);
  const described = (outcome: Outcome) => `line ${outcome.line} "${outcome.query}"`;
  for (const outcome of outcomes) {
    if (outcome.kind === 'exact' && outcome.rank !== 1) lines.push(`${described(outcome)} names a page, which comes at ${outcome.rank ?? '-'}, not first`);
    if (outcome.releaseAbove) lines.push(`${described(outcome)}: the release notes ${outcome.releaseAbove} come before ${outcome.expected[0]}`);
    if (outcome.top.length === 0) lines.push(`${described(outcome)} finds nothing`);
    if (outcome.firstBytes > floors.firstQueryKB * 1024) lines.push(`${described(outcome)} as a first query downloads ${(outcome.firstBytes / 1024).toFixed(0)} KB gzip, over ${floors.firstQueryKB} KB`);
  }
  return lines;
}

/** The suggestions' figures as search:eval prints them, and what falls short of `notFoundP3`. */
export function suggestionsReport(figures: Record<'moved' | 'renamed' | 'all', Figures>, floors: Floors): {text: string; short: string[]} {
  const lines = ['| Dead addresses | n | P@1 | P@3 |', '|---|---|---|---|'];
  for (const kind of ['moved', 'renamed', 'all'] as const) lines.push(`| ${kind === 'all' ? '**all**' : kind} | ${figures[kind].queries} | ${percent(figures[kind].p1)} | ${percent(figures[kind].p3)} |`);
  const short = figures.all.p3 < floors.notFoundP3 ? [`not-found suggestions: P@3 ${figures.all.p3.toFixed(3)}, below its floor ${floors.notFoundP3}`] : [];
  return {text: lines.join('\n'), short};
}

/** The area of a query: its expected page's first folder (`api`, `component`, …), `en:` before English ones. */
export function sectionOf(judgement: Judgement): string {
  const folder = /^\/([^/]+)\//.exec(judgement.expected[0]!)?.[1] ?? 'top-level';
  return judgement.locale === 'zh' ? folder : `${judgement.locale}:${folder}`;
}

export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** The table and the misses, as `npm run search:eval` prints them (markdown, for the README). */
export function report(outcomes: Outcome[]): string {
  // With assessed pages, each figure is given twice: by the writer's pages, then by all.
  const withAssessed = outcomes.some((outcome) => outcome.assessed.length > 0);
  const cells = (items: Outcome[], by: 'rank' | 'assessedRank') => {
    const {p1, p3, mrr} = figures(items, by);
    return `${percent(p1)} | ${percent(p3)} | ${mrr.toFixed(3)}`;
  };
  const row = (label: string, items: Outcome[]) => `| ${label} | ${items.length} | ${cells(items, 'rank')} |${withAssessed ? ` ${cells(items, 'assessedRank')} |` : ''}`;
  const lines = withAssessed
    ? ['| Queries | n | P@1 | P@3 | MRR | P@1 assessed | P@3 assessed | MRR assessed |', '|---|---|---|---|---|---|---|---|']
    : ['| Queries | n | P@1 | P@3 | MRR |', '|---|---|---|---|---|'];
  for (const [section, items] of groupBy(outcomes, sectionOf)) lines.push(row(`section ${section}`, items));
  for (const [kind, items] of groupBy(outcomes, (outcome) => outcome.kind)) lines.push(row(`kind ${kind}`, items));
  lines.push(row('**all**', outcomes));
  if (withAssessed) lines.push('', '"assessed": a page the writer or the assessor judged right counts.');
  const misses = outcomes.filter((outcome) => outcome.rank !== 1);
  lines.push('', `Not first (${misses.length}):`);
  for (const miss of misses) {
    const assessed = miss.assessedRank === miss.rank ? '' : ` (an assessed page at ${miss.assessedRank ?? '-'})`;
    lines.push(`- line ${miss.line} [${miss.kind}] "${miss.query}" → ${miss.expected[0]} at ${miss.rank ?? '-'}${assessed}; got ${miss.top.slice(0, 3).join(' ') || 'nothing'}`);
  }
  const times = outcomes.map((outcome) => outcome.millis).sort((a, b) => a - b);
  const bytes = outcomes.map((outcome) => outcome.firstBytes).sort((a, b) => a - b);
  lines.push(
    '',
    `Rules: exact query not first: ${outcomes.filter((outcome) => outcome.kind === 'exact' && outcome.rank !== 1).length}; ` +
      `release notes above the reference page: ${outcomes.filter((outcome) => outcome.releaseAbove).length}; no results: ${outcomes.filter((outcome) => outcome.top.length === 0).length}.`,
    `First query downloads (gzip): median ${(bytes[bytes.length >> 1]! / 1024).toFixed(0)} KB, max ${(bytes[bytes.length - 1]! / 1024).toFixed(0)} KB. ` +
      `A query after that: median ${times[times.length >> 1]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms (Node, this machine).`,
  );
  return lines.join('\n');
}


import {FLAGS, LOG_ONLY, decodePostings, MANIFEST_FILE, NAME_PREFIX, RELEASE_PAGE, TITLE, TOPIC, partsFile, shardFile, shardOf, wordsFile, wordsFileOf, type Manifest, type Parts, type Shard, type Words} from './format';
import {parseQuery, type Clause} from './query';
import {indexTokens, nameKeys, normalize} from './tokenize';

/** Reads one index file (a path under the locale's `search-index/`) as parsed JSON. */
export type Loader = (file: string) => Promise<unknown>;

/** A ranked page: its number in the index, path from the locale's root, title, section. */
export type RankedPage = {page: number; path: string; title: string; section: string; score: number};

// A page's score is the sum, over the query's clauses, of its best alternative's terms' BM25F
// strengths (indexer/buildIndex.ts) times their rarity (idf), then:
// - more when the query's words are in its title (TITLE_BONUS), or in its headings or keywords
//   (TOPIC_BONUS), each by the share of the query's weight found there;
// - more the more of its title the query is (TITLE_SHARE_BONUS): pages.json 页面路由 before
//   pages.json 页面筛选：只运行正在调试的页面;
// - far more when the whole query is one of its names (NAME_BONUS by strength: an API heading, its
//   title), so a name always opens its page first;
// - less for a release-notes page, unless the query is in its title (更新日志), and for a page
//   without a code word of the query.
// `npm run search:eval` measured each (README, Search).
const TITLE_BONUS = 1.5;
const TOPIC_BONUS = 1;
const TITLE_SHARE_BONUS = 2;
const NAME_BONUS = [1, 8, 40] as const;
const RELEASE_PAGE_FACTOR = 0.2;
// A page without a code word of the query (showModal of `showModal 输入框`) rarely answers it.
const CODE_MISSING_FACTOR = 0.3;
// A term a page has only in its release log meets the query only weakly: a release page lists
// nearly every word in passing.
const LOG_ONLY_MATCH = 0.3;
/** How many words a word still being typed may be. */
const COMPLETIONS = 5;

export class SearchEngine {
  /** Each index file read so far (manifest, shards, word lists, page parts), read once. */
  private readonly files = new Map<string, Promise<unknown>>();
  /** The last query's clauses: searchSite asks for them beside the search that made them. */
  private last: {query: string; clauses: Promise<Clause[]>} | null = null;

  constructor(private readonly load: Loader) {}

  private file<T>(name: string): Promise<T> {
    let loading = this.files.get(name);
    if (!loading) this.files.set(name, (loading = this.load(name)));
    return loading as Promise<T>;
  }

  private readManifest(): Promise<Manifest> {
    return this.file<Manifest>(MANIFEST_FILE);
  }

  private async postings(term: string): Promise<Map<number, number>> {
    return decodePostings((await this.file<Shard>(shardFile(shardOf(term))))[term]);
  }

  /**
   * The clauses of a query, with this index's synonyms. A code word at its end that no page has is
   * taken as the start of a word still being typed (uni.showMo): the most used words it begins.
   */
  clauses(query: string): Promise<Clause[]> {
    if (this.last?.query !== query) this.last = {query, clauses: this.readClauses(query)};
    return this.last.clauses;
  }

  private async readClauses(query: string): Promise<Clause[]> {
    const clauses = parseQuery(query, (await this.readManifest()).synonyms);
    const typing = clauses.at(-1)?.typing;
    if (typing && typing.length >= 2 && (await this.postings(typing)).size === 0) {
      const prefix = typing.slice(0, 2);
      const words = (await this.file<Words>(wordsFile(wordsFileOf(prefix))))[prefix] ?? [];
      const completions = words.filter((word) => word.startsWith(typing)).slice(0, COMPLETIONS);
      if (completions.length > 0) {
        clauses[clauses.length - 1] = {...clauses.at(-1)!, alternatives: completions.map((word) => ({terms: [word], factor: 1})), needles: completions};
      }
    }
    return clauses;
  }

  /** The pages that best answer `query`, best first. */
  async search(query: string, limit = 10): Promise<RankedPage[]> {
    const manifest = await this.readManifest();
    const clauses = await this.clauses(query);
    if (clauses.length === 0) return [];
    const total = manifest.pages.length;
    const terms = [...new Set(clauses.flatMap((clause) => clause.alternatives.flatMap((alternative) => alternative.terms)))];
    // A query that is a synonym (复选框) is also each name of its group (checkbox, 多选框).
    const normalized = normalize(query).trim();
    const group = manifest.synonyms.find((words) => words.includes(normalized)) ?? [normalized];
    const names = [...new Set(group.flatMap(nameKeys))].map((name) => NAME_PREFIX + name);
    const loaded = new Map(await Promise.all([...terms, ...names].map(async (term) => [term, await this.postings(term)] as const)));
    const idf = (term: string) => {
      const count = loaded.get(term)!.size;
      return Math.log(1 + (total - count + 0.5) / (count + 0.5));
    };

    const queryTerms = new Set(terms);
    const candidates = new Set<number>();
    for (const term of terms) for (const page of loaded.get(term)!.keys()) candidates.add(page);
    // For the title and topic shares, a clause counts by its weight and by how rare its rarest term
    // is: 电量 says more of 获取手机电量 than 获取.
    const shareOf = clauses.map((clause) => clause.weight * Math.max(...clause.alternatives.flatMap((alternative) => alternative.terms.map(idf))));
    const shareSum = shareOf.reduce((sum, share) => sum + share, 0) || 1;
    // A synonym group's words count as rare as its most common one: 剪切板 is rarer than 剪贴板,
    // uniapp than uni-app, but a page with the rarer word is no better an answer.
    const rarityOf = clauses.map((clause) => {
      if (!clause.wholeNeedles) return idf;
      const cap = Math.min(...clause.alternatives.map((alternative) => Math.max(...alternative.terms.map(idf))));
      return (term: string) => Math.min(idf(term), cap);
    });
    const ranked: RankedPage[] = [];
    for (const page of candidates) {
      let base = 0;
      let inTitle = 0;
      let inTopic = 0;
      let codeMissing = false;
      clauses.forEach((clause, clauseIndex) => {
        const rarity = rarityOf[clauseIndex]!;
        let best = {score: 0, title: false, topic: false};
        for (const {terms: alternativeTerms, factor} of clause.alternatives) {
          let score = 0;
          let matched = 0;
          let title = true;
          let topic = true;
          for (const term of alternativeTerms) {
            const value = loaded.get(term)!.get(page);
            if (value === undefined) {
              title = topic = false;
              continue;
            }
            matched += value & LOG_ONLY ? LOG_ONLY_MATCH : 1;
            score += (rarity(term) * Math.floor(value / FLAGS)) / 255;
            title &&= (value & TITLE) !== 0;
            topic &&= (value & (TITLE | TOPIC)) !== 0;
          }
          // A synonym's or a name's terms count by how many of them the page has.
          score *= (matched / alternativeTerms.length) * factor;
          if (score > best.score) best = {score, title, topic};
        }
        base += clause.weight * best.score;
        if (clause.code && best.score === 0) codeMissing = true;
        if (best.title) inTitle += shareOf[clauseIndex]!;
        if (best.topic) inTopic += shareOf[clauseIndex]!;
      });
      let name = 0;
      for (const key of names) name = Math.max(name, Math.floor((loaded.get(key)!.get(page) ?? 0) / FLAGS));
      const [path, title, section, kind] = manifest.pages[page]!;
      const titleTerms = new Set<string>();
      indexTokens(title, (term) => titleTerms.add(term));
      const titleShare = [...titleTerms].filter((term) => queryTerms.has(term)).length / (titleTerms.size || 1);
      const score =
        base *
        (1 + (TITLE_BONUS * inTitle + TOPIC_BONUS * inTopic) / shareSum) *
        (1 + TITLE_SHARE_BONUS * titleShare) *
        NAME_BONUS[Math.min(name, 2) as 0 | 1 | 2] *
        (kind === RELEASE_PAGE && inTitle === 0 ? RELEASE_PAGE_FACTOR : 1) *
        (codeMissing ? CODE_MISSING_FACTOR : 1);
      ranked.push({page, path, title, section, score});
    }
    return ranked.sort((a, b) => b.score - a.score || a.page - b.page).slice(0, limit);
  }

  /** A page's text cut at its headings. */
  pageParts(page: number): Promise<Parts> {
    return this.file<Parts>(partsFile(page));
  }
}

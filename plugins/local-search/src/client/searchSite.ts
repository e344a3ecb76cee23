import {SearchEngine, type RankedPage} from '../engine/engine';
import {excerpt} from '../engine/excerpt';
import {INDEX_DIR} from '../engine/format';
import {suggestPages} from '../engine/suggest';

/** A search hit, as the reader sees it. */
export type SearchHit = {url: string; title: string; section: string; excerpt: string};
/** A page suggested for an unknown address. */
export type Suggestion = Omit<SearchHit, 'excerpt'>;

/** A ranked page as a link: its address under the locale's base URL, title and section. */
const linkTo = (baseUrl: string, page: RankedPage): Suggestion => ({url: `${baseUrl}${page.path}`, title: page.title, section: page.section});

const engines = new Map<string, SearchEngine>();

/** The engine of a locale's index (`<baseUrl>search-index/`), which fetches the index files a query needs. */
function engineFor(baseUrl: string): SearchEngine {
  let engine = engines.get(baseUrl);
  if (!engine) {
    engine = new SearchEngine(async (file) => {
      const response = await fetch(`${baseUrl}${INDEX_DIR}/${file}`);
      if (!response.ok) throw new Error(`Search index: ${response.status} for ${file}`);
      return response.json();
    });
    engines.set(baseUrl, engine);
  }
  return engine;
}

/** How many more pages a narrowed search ranks, to still fill its hits after leaving some out. */
const NARROWED_POOL = 4;

/**
 * The best `limit` hits for a query, with title, section and highlighted excerpt; `leaveOut`, if
 * given, says which pages (their address without the base URL) to leave out.
 */
export async function searchSite(baseUrl: string, query: string, limit = 10, leaveOut?: (path: string) => Promise<boolean>): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  const engine = engineFor(baseUrl);
  const [ranked, clauses] = await Promise.all([engine.search(query, leaveOut ? limit * NARROWED_POOL : limit), engine.clauses(query)]);
  const left = leaveOut ? await Promise.all(ranked.map((page) => leaveOut(`/${page.path}`))) : [];
  const pages = ranked.filter((_page, index) => !left[index]).slice(0, limit);
  const parts = await Promise.all(pages.map((page) => engine.pageParts(page.page)));
  return pages.map((page, index) => ({...linkTo(baseUrl, page), excerpt: excerpt(parts[index]!, clauses)}));
}

/** The pages an unknown address (`pathname`) most likely meant, best first. */
export async function suggestForAddress(baseUrl: string, pathname: string, limit = 3): Promise<Suggestion[]> {
  return (await suggestPages(engineFor(baseUrl), pathname, baseUrl, limit)).map((page) => linkTo(baseUrl, page));
}

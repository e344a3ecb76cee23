/** A search hit, as the reader sees it. */
export type SearchHit = {url: string; title: string; section: string; excerpt: string};

type PagefindResult = {data: () => Promise<{url: string; excerpt: string; meta: Record<string, string>}>};
type Pagefind = {
  options: (options: {baseUrl?: string; excerptLength?: number; ranking?: {pageLength?: number}}) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]} | null>;
};

let loading: Promise<Pagefind> | null = null;

/**
 * Pagefind's browser API from this locale's bundle (`<baseUrl>pagefind/pagefind.js`), loaded the
 * first time a reader searches. The bundle is written after the site's own code is built, so the
 * bundler must leave this import alone (webpackIgnore).
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    // Less of a penalty for a page's length than Pagefind's default (0.75): an API's own page is
    // long, and a short guide with the same words in its title outranked it ("网络请求": the
    // User-Agent guide above uni.request).
    await pagefind.options({baseUrl, excerptLength: 30, ranking: {pageLength: 0.5}});
    await pagefind.init();
    return pagefind;
  })();
  return loading;
}

/** The best `limit` hits for a query, with title, section and highlighted excerpt. */
export async function searchSite(baseUrl: string, query: string, limit = 10): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  const pagefind = await loadPagefind(baseUrl);
  const found = await pagefind.search(query);
  const data = await Promise.all((found?.results ?? []).slice(0, limit).map((result) => result.data()));
  return data.map((item) => ({url: item.url, title: item.meta.title ?? item.url, section: item.meta.section ?? '', excerpt: item.excerpt}));
}

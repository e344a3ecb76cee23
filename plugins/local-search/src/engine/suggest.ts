import type {RankedPage, SearchEngine} from './engine';

/** The address, decoded where it is valid percent-encoding (a hostile `/%E0%A4%A.html` is not). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The words of an unknown address, as a query: `/api/media/takePhoto.html` → `media takePhoto`. */
export function pathQuery(pathname: string, baseUrl: string): string {
  const words = decoded(pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname)
    .replace(/\.(html?|md)$/i, '')
    .split(/[/_\s%]+/)
    .filter((word) => word !== '' && !/^(index|api|component|tutorial)$/i.test(word));
  return words.join(' ');
}

/** The words of an unknown address's last part, the page's own name: `/api/media/takePhoto.html` → `takePhoto`. */
export function fileQuery(pathname: string, baseUrl: string): string {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  return pathQuery(path.replace(/\/+$/, '').split('/').at(-1) ?? '', '');
}

/** Reciprocal-rank fusion: a page's score is the sum over the lists of 1 / (2 + its place there). */
export function fuse<T extends {path: string}>(lists: T[][], limit: number): T[] {
  const scores = new Map<string, {page: T; score: number}>();
  for (const list of lists) {
    list.forEach((page, index) => {
      const entry = scores.get(page.path) ?? {page, score: 0};
      entry.score += 1 / (2 + index);
      scores.set(page.path, entry);
    });
  }
  return [...scores.values()].sort((a, b) => b.score - a.score).slice(0, limit).map(({page}) => page);
}

/** How many pages each of the two searches ranks before they are fused. */
const POOL = 10;

/**
 * The pages an unknown address most likely meant. A moved page keeps its name in another folder,
 * where the folder's words mislead (`/api/media/clipboard.html`), and a page whose name changed
 * has only its folder to go by: the address's whole words and its last part's are searched, and the
 * two rankings fused (README, Search, says how this was measured).
 */
export async function suggestPages(engine: SearchEngine, pathname: string, baseUrl: string, limit = 3): Promise<RankedPage[]> {
  const whole = pathQuery(pathname, baseUrl);
  if (whole === '') return [];
  const file = fileQuery(pathname, baseUrl);
  const rankings = await Promise.all([...new Set([whole, file].filter((query) => query !== ''))].map((query) => engine.search(query, POOL)));
  return fuse(rankings, limit);
}

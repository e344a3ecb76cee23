/** A channel's current page and its archive, as routes. */
export type ReleasePagePair = {page: string; archive: string};

/**
 * The plugin's global data: the release pages that have an archive page, and each release page's
 * channel feeds (route → channel id and feed title), which the page's head links.
 */
export type ReleaseNotesData = {pairs: ReleasePagePair[]; feeds: Record<string, [channel: string, title: string]>};

const compact = (id: string) => id.toLowerCase().replace(/[^0-9a-z]/g, '');

/**
 * Where a version anchor that is not on the page leads: the heading on this page that is the same
 * version written otherwise (`#4842025110307` or `#4.84.2025110307` → `#4-84-2025110307`), else, on a
 * current page, the same anchor on its archive page. Null when the anchor is there or is no version.
 */
export function archivedAnchorTarget(pathname: string, hash: string, pairs: readonly ReleasePagePair[], ids: readonly string[]): string | null {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!/^\d+[.-]?\d+[\d.-]*(?:-?alpha)?$/i.test(anchor) || ids.includes(anchor)) return null;
  const same = ids.find((id) => compact(id) === compact(anchor));
  if (same) return `${pathname}#${same}`;
  const pair = pairs.find(({page}) => page === pathname);
  return pair ? `${pair.archive}#${anchor}` : null;
}

/**
 * The address an old `?id=x` link means: the same page at `#x`, with `id` dropped from the query.
 * Null when there is no `id`. The value is only ever re-encoded into the hash, never read as HTML.
 * Self-contained on purpose: its source is inlined into every page's head by `idQueryScript`.
 */
export function idQueryToHash(location: {pathname: string; search: string; hash: string}): string | null {
  const params = new URLSearchParams(location.search);
  const id = params.get('id');
  if (id === null || id === '') return null;
  params.delete('id');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}#${encodeURIComponent(id)}`;
}

/** The head script that rewrites `?id=x` to `#x` (history replace) before the app boots. */
export function idQueryScript(): string {
  return `(function(){var to=(${idQueryToHash.toString()})(location);if(to!==null)history.replaceState(history.state,'',to)})();`;
}

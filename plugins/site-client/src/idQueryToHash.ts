/**
 * The address the app should boot on, or null when it is the current one: an old `?id=x` link
 * means the same page at `#x` (with `id` dropped from the query; the value is only ever re-encoded
 * into the hash, never read as HTML), and a path whose `%` escapes do not decode (`/%E0%A4%A.html`)
 * has its `%` escaped, since the app's router cannot decode it and would not start; leading slashes
 * collapse to one.
 * Self-contained on purpose: its source is inlined into every page's head by `idQueryScript`.
 */
export function idQueryToHash(location: {pathname: string; search: string; hash: string}): string | null {
  // `//host/x` is a path to the server but a host to the client router, which then mismatches.
  let pathname = location.pathname.replace(/^\/{2,}/, '/');
  try {
    decodeURI(pathname);
  } catch {
    pathname = pathname.replace(/%/g, '%25');
  }
  const params = new URLSearchParams(location.search);
  const id = params.get('id');
  if (id === null || id === '') return pathname === location.pathname ? null : `${pathname}${location.search}${location.hash}`;
  params.delete('id');
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}#${encodeURIComponent(id)}`;
}

/** The head script that rewrites `?id=x` to `#x` (history replace) before the app boots. */
export function idQueryScript(): string {
  return `(function(){var to=(${idQueryToHash.toString()})(location);if(to!==null)history.replaceState(history.state,'',to)})();`;
}

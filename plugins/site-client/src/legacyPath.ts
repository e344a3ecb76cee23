/**
 * The form in which legacy paths are compared: lower case, without `.html`, `/index.html` or a
 * trailing slash (`/API/Router.html/` → `/api/router`). resolveLegacyRedirect keeps its own copy of
 * this rule because its source is inlined into pages; a test holds the two together.
 */
export function normalizeLegacyPath(path: string): string {
  const lower = path.toLowerCase().replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** A key's path without `.html` or a trailing slash, case kept: the base of the files that answer it. */
export function barePath(key: string): string {
  return key.replace(/\.html$/i, '').replace(/\/+$/, '');
}

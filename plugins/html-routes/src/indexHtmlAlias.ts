/**
 * The route a `/a/index.html` address stands for (`/a/`), or null for any other address.
 * A static host serves the folder page under both names, but the client router knows only `/a/`.
 * Self-contained on purpose: its source is inlined into the page head by `indexHtmlAliasScript`.
 */
export function indexHtmlAlias(pathname: string): string | null {
  const match = /^(.*\/)index\.html$/i.exec(pathname);
  return match ? match[1]! : null;
}

/**
 * The head script that lands `/a/index.html` on `/a/` before the app boots, so the router hydrates
 * the page it was served instead of showing not-found. Generated from `indexHtmlAlias` itself.
 */
export function indexHtmlAliasScript(): string {
  return `(function(){var to=(${indexHtmlAlias.toString()})(location.pathname);if(to!==null)history.replaceState(history.state,'',to+location.search+location.hash)})();`;
}

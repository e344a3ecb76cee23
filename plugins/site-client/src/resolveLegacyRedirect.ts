export type LegacyLocation = {pathname: string; search: string; hash: string};

/**
 * Where an address that has no page should go, or null: the legacy map first (a `path#hash` key
 * before a `path` key, then the longest folder-like key the path starts with), then
 * `/app-x`, `/android-x`, `/ios-x` → `/tutorial/<x>.html`, then a page that differs only in
 * letter case. Matching ignores case, `.html` and a trailing slash; `?id=x` counts as `#x`.
 * The target's hash wins, else the reader's is kept (unless a `path#hash` key used it up).
 * Only same-origin paths come out.
 *
 * Self-contained on purpose: the build inlines its source into 404.html as the redirect helper,
 * so it may use nothing from outside its own body.
 */
export function resolveLegacyRedirect(
  location: LegacyLocation,
  redirects: Readonly<Record<string, string>>,
  routes: readonly string[],
): string | null {
  const SAFE_PATH = /^\/(?![/\\])[^\s\\]*$/;
  const decode = (value: string): string | null => {
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  const normalize = (path: string): string => {
    const lower = path.toLowerCase().replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  };

  const path = decode(location.pathname);
  if (path === null || !SAFE_PATH.test(path)) return null;
  if (routes.includes(location.pathname)) return null;
  const id = /(?:^\?|&)id=([^&]*)/.exec(location.search)?.[1];
  const readerHash = location.hash.length > 1 ? location.hash.slice(1) : id ? encodeURIComponent(decode(id.replace(/\+/g, ' ')) ?? '') : '';
  const readerAnchor = (decode(readerHash) ?? '').toLowerCase();

  const finish = (target: string, keepReaderHash = true): string | null => {
    const withHash = target.includes('#') || readerHash === '' || !keepReaderHash ? target : `${target}#${readerHash}`;
    return SAFE_PATH.test(withHash.split('#')[0]!) && !/[\s\\]/.test(withHash) ? withHash : null;
  };

  const byPath: Record<string, string> = {};
  const byAnchor: Record<string, string> = {};
  for (const key of Object.keys(redirects)) {
    const at = key.indexOf('#');
    if (at === -1) byPath[normalize(key)] = redirects[key]!;
    else byAnchor[`${normalize(key.slice(0, at))}#${(decode(key.slice(at + 1)) ?? '').toLowerCase()}`] = redirects[key]!;
  }
  const normalized = normalize(path);
  const anchorTarget = readerAnchor ? byAnchor[`${normalized}#${readerAnchor}`] : undefined;
  if (anchorTarget) return finish(anchorTarget, false);
  if (byPath[normalized]) return finish(byPath[normalized]!);

  const pageByNormalized: Record<string, string> = {};
  for (const route of routes) pageByNormalized[normalize(route)] = route;
  const existing = (candidate: string): string | undefined => pageByNormalized[normalize(candidate)];

  let folder = '';
  for (const key of Object.keys(byPath)) {
    if (key !== '/' && normalized.startsWith(`${key}/`) && key.length > folder.length) folder = key;
  }
  if (folder) {
    const base = byPath[folder]!;
    const page = base.includes('#') ? undefined : existing(base.replace(/\/+$/, '') + path.slice(folder.length));
    if (page) return finish(page);
  }

  const platformPage = /^\/((?:app|android|ios)-[^/]+?)(?:\.html|\/)?$/i.exec(path);
  if (platformPage) {
    const page = existing(`/tutorial/${platformPage[1]!.toLowerCase()}.html`);
    if (page) return finish(page);
  }

  const sameButCase = existing(path);
  return sameButCase && sameButCase !== location.pathname ? finish(sameButCase) : null;
}

import vm from 'node:vm';
import {
  missingAnchors,
  pagesWithMovedAnchors,
  planHostRedirects,
  planRedirectAssets,
  planRedirectPages,
  redirectFilePaths,
  redirectScript,
  withRedirectScript,
  type RedirectMap,
} from '../planRedirectFiles';

const redirects = {
  '/collocation/frame/lifecycle': '/collocation/App.html#applifecycle',
  '/collocation/frame/lifecycle#page': '/tutorial/page.html#lifecycle',
  '/ssr/': '/tutorial/ssr.html',
  '/ssr#x': '/tutorial/ssr.html#server',
  '/frame#renderjs': '/tutorial/renderjs.html',
};

/** Runs the redirect script as a page would: `tag` stands for its <script> element. */
async function runScript(map: RedirectMap, location: {pathname: string; search?: string; hash?: string}, movedAnchors = false): Promise<string | null> {
  let target: string | null = null;
  const fetch = jest.fn(async () => ({json: async () => JSON.parse(JSON.stringify(map))}));
  const tag = {getAttribute: () => '/assets/map.json', hasAttribute: (name: string) => movedAnchors && name === 'data-moved-anchors'};
  vm.runInNewContext(redirectScript(), {
    document: {currentScript: tag},
    window: {fetch},
    fetch,
    location: {search: '', hash: '', ...location, replace: (to: string) => (target = to)},
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return target;
}

describe('redirectFilePaths', () => {
  it.each([
    ['/collocation/i18n', ['collocation/i18n.html', 'collocation/i18n/index.html']],
    ['/api/plugins/getEnterOptionsSync.html', ['api/plugins/getEnterOptionsSync.html', 'api/plugins/getEnterOptionsSync/index.html']],
    ['/ssr/', ['ssr.html', 'ssr/index.html']],
  ])('%s is answered at %j', (key, paths) => {
    expect(redirectFilePaths(key)).toEqual(paths);
  });
});

describe('planRedirectAssets', () => {
  it('names the script and the map by their content, under the base URL', () => {
    const one = planRedirectAssets({redirects, routes: []}, '/en/');
    const other = planRedirectAssets({redirects: {}, routes: []}, '/en/');
    expect(one.files.map((file) => file.path)).toEqual([expect.stringMatching(/^assets\/js\/legacy-redirect\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^assets\/legacy-redirects\.[0-9a-f]{8}\.json$/)]);
    expect(one.files[0]!.path).toBe(other.files[0]!.path);
    expect(one.files[1]!.path).not.toBe(other.files[1]!.path);
    expect(one.scriptTag('moved-anchors')).toBe(`<script src="/en/${one.files[0]!.path}" data-map="/en/${one.files[1]!.path}" data-moved-anchors></script>`);
  });
});

describe('planRedirectPages', () => {
  const files = planRedirectPages(redirects, new Set(['ssr.html']), '/', '<script src="/r.js"></script>');
  const byPath = new Map(files.map((file) => [file.path, file.content]));

  it('writes a redirect page at each address of each plain key, never over a built file', () => {
    expect([...byPath.keys()]).toEqual(['collocation/frame/lifecycle.html', 'collocation/frame/lifecycle/index.html', 'ssr/index.html']);
  });

  it('loads the script, and refreshes to the target only without JavaScript', () => {
    const page = byPath.get('collocation/frame/lifecycle/index.html')!;
    expect(page).toContain('<script src="/r.js"></script>');
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="0; url=/collocation/App.html#applifecycle"></noscript>');
  });

  it('puts a locale base URL in front of targets, and keeps file paths inside that locale\'s folder', () => {
    const en = planRedirectPages({'/ssr/': '/tutorial/ssr.html'}, new Set(), '/en/', '');
    expect(en.map((file) => file.path)).toEqual(['ssr.html', 'ssr/index.html']);
    expect(en[0]!.content).toContain('url=/en/tutorial/ssr.html');
  });
});

describe('planHostRedirects', () => {
  const files = new Map(planHostRedirects(redirects, ['/', '/en/']).map((file) => [file.path, file.content]));

  it('gives hosts real 301s for plain keys, in every locale', () => {
    expect(files.get('_redirects')).toContain('/collocation/frame/lifecycle.html /collocation/App.html#applifecycle 301');
    expect(files.get('_redirects')).toContain('/en/collocation/frame/lifecycle.html /en/collocation/App.html#applifecycle 301');
    expect(files.get('_redirects')).not.toMatch(/^\/frame/m);
    expect(files.get('nginx-redirects.conf')).toContain('  "~*^\\/ssr(\\.html|/)?$" "/tutorial/ssr.html";');
    expect(files.get('nginx-redirects.conf')).toContain('  "~*^\\/en\\/ssr(\\.html|/)?$" "/en/tutorial/ssr.html";');
  });
});

describe('redirectScript', () => {
  const map = {redirects, routes: ['/tutorial/renderjs.html', '/tutorial/page.html', '/tutorial/ssr.html']};

  it.each([
    [{pathname: '/collocation/frame/lifecycle/', hash: '#page'}, '/tutorial/page.html#lifecycle'],
    [{pathname: '/collocation/frame/lifecycle.html'}, '/collocation/App.html#applifecycle'],
    [{pathname: '/frame', hash: '#renderjs'}, '/tutorial/renderjs.html'],
    // A plain key written with a slash and a `path#anchor` key without one are the same legacy path.
    [{pathname: '/ssr/', hash: '#x'}, '/tutorial/ssr.html#server'],
    [{pathname: '/ssr.html', search: '?id=x'}, '/tutorial/ssr.html#server'],
    [{pathname: '/Tutorial/Page.html'}, '/tutorial/page.html'],
  ])('sends %j to %s', async (location, target) => {
    expect(await runScript(map, location)).toBe(target);
  });

  it("on an existing page, acts only on an anchor that moved", async () => {
    const moved = {redirects: {'/tutorial/harmony/dev#env': '/tutorial/harmony/runbuild.html', '/tutorial/harmony': '/tutorial/x.html'}, routes: ['/tutorial/harmony/dev.html']};
    expect(await runScript(moved, {pathname: '/tutorial/harmony/dev.html', hash: '#intro'}, true)).toBeNull();
    expect(await runScript(moved, {pathname: '/tutorial/harmony/dev.html'}, true)).toBeNull();
    expect(await runScript(moved, {pathname: '/tutorial/harmony/dev.html', hash: '#env'}, true)).toBe('/tutorial/harmony/runbuild.html');
  });
});

describe('withRedirectScript', () => {
  it('puts the tag first in the head', () => {
    expect(withRedirectScript('<html><head><title>404</title></head></html>', '<script src="/r.js"></script>')).toBe('<html><head><script src="/r.js"></script><title>404</title></head></html>');
  });
});

describe('missingAnchors', () => {
  it('lists entries whose target anchor is not on the built page', () => {
    const pages: Record<string, string> = {'/collocation/App.html': '<h2 id=applifecycle>x</h2>', '/tutorial/page.html': '<h2 id="other">', '/tutorial/ssr.html': '<h2 id="server">'};
    expect(missingAnchors(redirects, (route) => pages[route] ?? null)).toEqual(['/collocation/frame/lifecycle#page → /tutorial/page.html#lifecycle']);
  });
});

describe('pagesWithMovedAnchors', () => {
  it('finds existing pages with page#anchor keys, comparing paths as legacy paths', () => {
    const map = {'/tutorial/harmony/dev#env': '/tutorial/harmony/runbuild.html', '/Tutorial/Harmony/Dev.html#publish': '/tutorial/harmony/runbuild.html#publish', '/frame#wxs': '/tutorial/wxs.html'};
    expect(pagesWithMovedAnchors(map, ['/tutorial/harmony/dev.html', '/tutorial/wxs.html'])).toEqual(['/tutorial/harmony/dev.html']);
  });
});

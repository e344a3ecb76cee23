import {resolveLegacyRedirect, type LegacyLocation} from '../resolveLegacyRedirect';

// A fixture map in the forms data/legacy-redirects.json uses, so that each expectation below is
// written out rather than read back from the data under test.
const redirects: Record<string, string> = {
  '/collocation/frame/lifecycle': '/collocation/App.html#applifecycle',
  '/collocation/frame/lifecycle#page': '/tutorial/page.html#lifecycle',
  '/collocation/frame/lifecycle#页面生命周期': '/tutorial/page.html#lifecycle',
  '/collocation/frame/lifetime': '/collocation/App.html#applifecycle',
  '/collocation/i18n': '/tutorial/i18n.html',
  '/collocation/auto': '/worktile/auto/',
  '/frame#renderjs': '/tutorial/renderjs.html',
  '/ssr/': '/tutorial/ssr.html',
  '/api/plugins/getEnterOptionsSync.html': '/api/getEnterOptionsSync.html',
};
const routes = ['/', '/api/router.html', '/api/getEnterOptionsSync.html', '/collocation/App.html', '/tutorial/page.html', '/tutorial/i18n.html', '/tutorial/renderjs.html', '/tutorial/ssr.html', '/worktile/auto/'];

function at(url: string): LegacyLocation {
  const parsed = new URL(url, 'https://docs.example.com');
  return {pathname: parsed.pathname, search: parsed.search, hash: parsed.hash};
}
const resolve = (url: string) => resolveLegacyRedirect(at(url), redirects, routes);

describe('resolveLegacyRedirect on the forms of a key', () => {
  it.each([
    ['/collocation/frame/lifecycle', '/collocation/App.html#applifecycle'],
    ['/collocation/frame/lifecycle.html', '/collocation/App.html#applifecycle'],
    ['/collocation/frame/lifecycle/', '/collocation/App.html#applifecycle'],
    ['/COLLOCATION/Frame/Lifecycle.HTML', '/collocation/App.html#applifecycle'],
    ['/ssr', '/tutorial/ssr.html'],
    ['/ssr.html', '/tutorial/ssr.html'],
    ['/ssr/index.html', '/tutorial/ssr.html'],
    ['/api/plugins/getEnterOptionsSync', '/api/getEnterOptionsSync.html'],
    ['/api/plugins/getenteroptionssync/', '/api/getEnterOptionsSync.html'],
    ['/frame', null],
    ['/collocation/frame', null],
  ])('%s → %s', (url, target) => {
    expect(resolve(url)).toBe(target);
  });
});

describe('resolveLegacyRedirect rules', () => {
  it('prefers a path#hash key, and takes ?id= as the hash', () => {
    expect(resolve('/collocation/frame/lifecycle#page')).toBe('/tutorial/page.html#lifecycle');
    expect(resolve('/collocation/frame/lifecycle?id=page')).toBe('/tutorial/page.html#lifecycle');
    expect(resolve('/collocation/frame/lifecycle#PAGE')).toBe('/tutorial/page.html#lifecycle');
    expect(resolve('/collocation/frame/lifecycle#%E9%A1%B5%E9%9D%A2%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F')).toBe('/tutorial/page.html#lifecycle');
  });

  it("keeps the reader's hash when the target has none, and the target's when it has one", () => {
    expect(resolve('/collocation/i18n#setup')).toBe('/tutorial/i18n.html#setup');
    expect(resolve('/collocation/i18n?id=setup')).toBe('/tutorial/i18n.html#setup');
    expect(resolve('/collocation/frame/lifetime#other')).toBe('/collocation/App.html#applifecycle');
    expect(resolve('/frame#renderjs')).toBe('/tutorial/renderjs.html');
  });

  it('maps the rest of a path under a folder-like key onto the new folder, when that page exists', () => {
    const withPage = [...routes, '/worktile/auto/hbuilderx-extension/usage.html'];
    expect(resolveLegacyRedirect(at('/collocation/auto/hbuilderx-extension/usage.html'), redirects, withPage)).toBe('/worktile/auto/hbuilderx-extension/usage.html');
    expect(resolve('/collocation/auto/hbuilderx-extension/nothing-here.html')).toBeNull();
  });

  it('sends /app-*, /android-*, /ios-* to the tutorial page of that name', () => {
    const withPages = [...routes, '/tutorial/app-payment.html', '/tutorial/ios-simulator.html'];
    expect(resolveLegacyRedirect(at('/App-Payment'), redirects, withPages)).toBe('/tutorial/app-payment.html');
    expect(resolveLegacyRedirect(at('/ios-simulator.html#run'), redirects, withPages)).toBe('/tutorial/ios-simulator.html#run');
    expect(resolveLegacyRedirect(at('/android-nothing'), redirects, withPages)).toBeNull();
  });

  it('lands a path that differs from a page only in letter case (or .html) on that page', () => {
    expect(resolve('/API/Router.html')).toBe('/api/router.html');
    expect(resolve('/collocation/app.html#x')).toBe('/collocation/App.html#x');
    expect(resolve('/api/router')).toBe('/api/router.html');
  });

  it('leaves existing pages and unknown paths alone', () => {
    expect(resolve('/api/router.html')).toBeNull();
    expect(resolve('/no/such/page.html')).toBeNull();
  });
});

describe('resolveLegacyRedirect with hostile input', () => {
  it.each([
    '//evil.example.com/x',
    '/%2F%2Fevil.example.com',
    '/%5Cevil.example.com',
    '/%E0%A4%A',
    '/ssr/%0d%0aSet-Cookie:x',
  ])('refuses %s', (pathname) => {
    expect(resolveLegacyRedirect({pathname, search: '', hash: ''}, redirects, routes)).toBeNull();
  });

  it('never leaves the origin, whatever the map says', () => {
    const hostileMap = {'/a': '//evil.example.com', '/b': 'javascript:alert(1)', '/c': '/\\evil.example.com', '/d': '/ok.html'};
    for (const key of ['/a', '/b', '/c']) expect(resolveLegacyRedirect(at(key), hostileMap, [])).toBeNull();
    expect(resolveLegacyRedirect(at('/d'), hostileMap, [])).toBe('/ok.html');
  });

  it('treats an ?id= value as text: it only ever becomes an encoded hash', () => {
    expect(resolve('/collocation/i18n?id=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toBe('/tutorial/i18n.html#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  });
});

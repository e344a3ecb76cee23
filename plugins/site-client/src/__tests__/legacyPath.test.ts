import {barePath, normalizeLegacyPath} from '../legacyPath';
import {resolveLegacyRedirect} from '../resolveLegacyRedirect';

describe('normalizeLegacyPath', () => {
  it.each([
    ['/API/Router.html', '/api/router'],
    ['/ssr/', '/ssr'],
    ['/tutorial/index.html', '/tutorial'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(normalizeLegacyPath(path)).toBe(expected);
  });

  it('agrees with the copy inlined in resolveLegacyRedirect', () => {
    for (const path of ['/API/Router.html', '/ssr/', '/tutorial/index.html', '/a/b/']) {
      expect(resolveLegacyRedirect({pathname: path, search: '', hash: ''}, {[normalizeLegacyPath(path)]: '/ok.html'}, [])).toBe('/ok.html');
    }
  });
});

describe('barePath', () => {
  it.each([
    ['/api/plugins/getEnterOptionsSync.html', '/api/plugins/getEnterOptionsSync'],
    ['/ssr/', '/ssr'],
  ])('%s → %s', (key, expected) => {
    expect(barePath(key)).toBe(expected);
  });
});

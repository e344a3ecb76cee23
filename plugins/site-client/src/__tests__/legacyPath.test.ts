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

  // The resolver keeps its own copy of the rule: two paths must match there exactly when they
  // normalise alike here, for pairs that are and are not the same legacy path.
  it.each([
    ['/API/Router.html', '/api/router'],
    ['/ssr/', '/ssr'],
    ['/ssr/index.html', '/SSR'],
    ['/a/b/', '/a/b.html'],
    ['/a/b', '/a/c'],
    ['/a/b', '/a/b/c'],
    ['/ab', '/a/b'],
  ])('the resolver matches %s with a key %s exactly when both normalise alike', (path, key) => {
    const matched = resolveLegacyRedirect({pathname: path, search: '', hash: ''}, {[key]: '/ok.html'}, []) === '/ok.html';
    expect(matched).toBe(normalizeLegacyPath(path) === normalizeLegacyPath(key));
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

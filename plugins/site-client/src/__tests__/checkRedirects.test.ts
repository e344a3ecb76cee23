import {checkRedirects} from '../checkRedirects';

const inventory = ['/', '/tutorial/page.html', '/tutorial/i18n.html', '/collocation/App.html'];
const file = 'data/legacy-redirects.json';
const check = (map: Record<string, unknown>, written = inventory) => checkRedirects(file, JSON.stringify(map, null, 2), inventory, written);

describe('checkRedirects', () => {
  it('accepts a good map, listing targets not written yet', () => {
    expect(check({'/collocation/i18n': '/tutorial/i18n.html', '/frame#page': '/tutorial/page.html#lifecycle'}, ['/tutorial/page.html'])).toEqual({
      redirects: {'/collocation/i18n': '/tutorial/i18n.html', '/frame#page': '/tutorial/page.html#lifecycle'},
      pending: ['/collocation/i18n → /tutorial/i18n.html'],
    });
  });

  it.each([
    ['a chain', {'/a': '/b.html', '/b': '/tutorial/page.html'}, `"data/legacy-redirects.json:2: "/a" → "/b.html", which is itself redirected by "/b". Point it at the final page."`],
    ['a redirect to itself', {'/a': '/a.html'}, `"data/legacy-redirects.json:2: "/a" → "/a.html" is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv."`],
    ['a loop of two', {'/a': '/b.html', '/b': '/a/'}, `"data/legacy-redirects.json:2: "/a" → "/b.html" → "/a/" is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv."`],
    ['a chain into a loop', {'/x': '/a.html', '/a': '/b.html', '/b': '/a.html'}, `"data/legacy-redirects.json:2: "/x" → "/a.html" → "/b.html" → "/a.html" is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv."`],
    ['an anchor moved to its own page, which is redirected', {'/a#x': '/a.html', '/a': '/tutorial/page.html'}, `"data/legacy-redirects.json:2: "/a#x" → "/a.html", which is itself redirected by "/a". Point it at the final page."`],
    ['a key hiding a page', {'/tutorial/page': '/tutorial/i18n.html'}, `"data/legacy-redirects.json:2: "/tutorial/page" is a page of the site: the redirect would hide it. Remove the entry, or the page from data/routes.tsv if it is gone."`],
    ['a target outside the inventory', {'/old': '/nowhere.html'}, `"data/legacy-redirects.json:2: "/old" → "/nowhere.html": no such page in data/routes.tsv. Point it at a page of the site."`],
    ['a target on another host', {'/old': '//evil.example.com/'}, `"data/legacy-redirects.json:2: "/old" → "//evil.example.com/": the target must be a path on this site, such as "/tutorial/page.html#lifecycle"."`],
    ['a javascript: target', {'/old': 'javascript:alert(1)'}, `"data/legacy-redirects.json:2: "/old" → "javascript:alert(1)": the target must be a path on this site, such as "/tutorial/page.html#lifecycle"."`],
    ['a key that is not a path', {'old': '/tutorial/page.html'}, `"data/legacy-redirects.json:2: "old" must be a path on this site, starting with a single "/"."`],
  ])('rejects %s, naming the entry', (_case, map, message) => {
    expect(() => check(map)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('rejects malformed JSON', () => {
    expect(() => checkRedirects(file, '{"/a": }', inventory, inventory)).toThrow(/^data\/legacy-redirects\.json:1: not valid JSON/);
  });
});

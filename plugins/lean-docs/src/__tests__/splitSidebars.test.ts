import type {RouteConfig} from '@docusaurus/types';
import {leanSidebar, sectionOf, splitVersionRoute} from '../splitSidebars';

const item = (label: string) => ({type: 'link', href: `/${label}.html`, label});
const doc = (path: string, sidebar?: string): RouteConfig => ({path, component: '@theme/DocItem', exact: true, ...(sidebar && {sidebar})});

describe('sectionOf', () => {
  it('is the top-level folder under the version path, or empty at the root', () => {
    expect(sectionOf('/api/ble.html', '/')).toBe('api');
    expect(sectionOf('/api/', '/')).toBe('api');
    expect(sectionOf('/en/api/a/b.html', '/en/')).toBe('api');
    expect(sectionOf('/quickstart.html', '/')).toBe('');
    expect(sectionOf('/en/', '/en/')).toBe('');
  });
});

describe('splitVersionRoute', () => {
  const versionRoute: RouteConfig = {
    path: '/',
    component: '@theme/DocVersionRoot',
    props: {version: {label: 'Next', docsSidebars: {api: [item('API')], root: [item('ROOT')], tutorial: [item('TUT')]}, docs: {a: {}}}},
    routes: [
      {path: '/', component: '@theme/DocRoot', routes: [doc('/api/', 'root'), doc('/api/ble.html', 'api'), doc('/quickstart.html', 'root'), doc('/tutorial/a.html', 'tutorial'), doc('/lonely.html')]},
      {path: '/tags', component: '@theme/DocTagsListPage', exact: true},
    ],
  };

  it('gives each top-level folder its own doc root route with only the sidebars its docs use', () => {
    const {versionRoute: lean, sections} = splitVersionRoute(versionRoute, '@theme/DocRoot');
    expect(sections.map(({key, route, sidebars}) => [key, route.path, route.routes!.map((r) => r.path), sidebars])).toEqual([
      ['api', '/api/', ['/api/', '/api/ble.html'], {root: [item('ROOT')], api: [item('API')]}],
      ['root', '/', ['/quickstart.html', '/lonely.html'], {root: [item('ROOT')]}],
      ['tutorial', '/tutorial/', ['/tutorial/a.html'], {tutorial: [item('TUT')]}],
    ]);
    expect(lean.props!.version).toEqual({label: 'Next', docsSidebars: {}, docs: {}});
    expect(lean.routes!.map((route) => route.path)).toEqual(['/tags']);
  });

  it('stops the build on a version route of another shape than the docs plugin makes today', () => {
    const fix = /or build with DOCS_LEAN=0 to turn the optimization layer off\.$/;
    expect(() => splitVersionRoute({path: '/x', component: 'X'}, '@theme/DocRoot')).toThrow(/^plugins\/lean-docs\/src\/splitSidebars\.ts: the docs plugin's version route \(made in @docusaurus\/plugin-content-docs\/lib\/routes\.js\) changed shape: route "\/x" has no version prop/);
    expect(() => splitVersionRoute(versionRoute, '@theme/DocRootV4')).toThrow(fix);
    const unknownSidebar = {...versionRoute, routes: [{...versionRoute.routes![0]!, routes: [doc('/a.html', 'gone')]}]};
    expect(() => splitVersionRoute(unknownSidebar, '@theme/DocRoot')).toThrow('doc route "/a.html" names sidebar "gone", which the version\'s docsSidebars lack');
  });
});

describe('leanSidebar', () => {
  it('keeps doc links marked as docs with a short id, drops unlisted: false, and goes into categories', () => {
    const link = (docId: string, unlisted = false) => ({type: 'link', href: `/${docId}.html`, label: docId, docId, unlisted});
    expect(
      leanSidebar([link('a'), {type: 'category', label: 'C', items: [link('b', true), {type: 'link', href: 'https://example.com/', label: 'out'}]}]),
    ).toEqual([
      {type: 'link', href: '/a.html', label: 'a', docId: 'd'},
      {type: 'category', label: 'C', items: [{type: 'link', href: '/b.html', label: 'b', docId: 'd', unlisted: true}, {type: 'link', href: 'https://example.com/', label: 'out'}]},
    ]);
  });
});

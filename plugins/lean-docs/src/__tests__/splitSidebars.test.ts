import type {RouteConfig} from '@docusaurus/types';
import {sectionOf, splitVersionRoute} from '../splitSidebars';

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
    props: {version: {label: 'Next', docsSidebars: {api: ['API'], root: ['ROOT'], tutorial: ['TUT']}, docs: {a: {}}}},
    routes: [
      {path: '/', component: '@theme/DocRoot', routes: [doc('/api/', 'root'), doc('/api/ble.html', 'api'), doc('/quickstart.html', 'root'), doc('/tutorial/a.html', 'tutorial'), doc('/lonely.html')]},
      {path: '/tags', component: '@theme/DocTagsListPage', exact: true},
    ],
  };

  it('gives each top-level folder its own doc root route with only the sidebars its docs use', () => {
    const {versionRoute: lean, sections} = splitVersionRoute(versionRoute, '@theme/DocRoot');
    expect(sections.map(({key, route, sidebars}) => [key, route.path, route.routes!.map((r) => r.path), sidebars])).toEqual([
      ['api', '/api/', ['/api/', '/api/ble.html'], {root: ['ROOT'], api: ['API']}],
      ['root', '/', ['/quickstart.html', '/lonely.html'], {root: ['ROOT']}],
      ['tutorial', '/tutorial/', ['/tutorial/a.html'], {tutorial: ['TUT']}],
    ]);
    expect(lean.props!.version).toEqual({label: 'Next', docsSidebars: {}, docs: {}});
    expect(lean.routes!.map((route) => route.path)).toEqual(['/tags']);
  });

  it('leaves a route without a doc root as it is', () => {
    const other: RouteConfig = {path: '/x', component: 'X'};
    expect(splitVersionRoute(other, '@theme/DocRoot')).toEqual({versionRoute: other, sections: []});
  });
});

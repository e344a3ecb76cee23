type Page = {comp: string; compPath?: string; content: string; modulePath: string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {compactRoutes, isStaticDocPage} = require('../routesLoader.cjs') as {
  compactRoutes: (source: string, pages?: Map<string, Page>, isStatic?: (page: Page) => boolean) => string;
  isStaticDocPage: (page: Page) => boolean;
};

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', 'd96'),
    routes: [
      {
        path: '/api/a.html',
        component: ComponentCreator('/api/a.html', '1fa'),
        exact: true,
        sidebar: "api"
      },
      {
        path: '/search.html',
        component: ComponentCreator('/search.html', '345'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Evaluates a route table module with stand-ins for its imports; returns what it registered too. */
function evaluate(source: string) {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  const registry: Record<string, unknown[]> = {};
  const routesChunkNames: Record<string, unknown> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const routes = new Function('ComponentCreator', 'registry', 'routesChunkNames', 'require', 'loadDocPage', body)(
    (path: string, hash?: string) => `component of ${path} ${hash ?? ''}`,
    registry,
    routesChunkNames,
    {resolveWeak: (file: string) => `id of ${file}`},
    (path: string) => `content of ${path}`,
  );
  return {routes, registry, routesChunkNames};
}

it('makes a leaf route\'s component when it is first read, once', () => {
  const made: string[] = [];
  const body = compactRoutes(routes).replace(/^import .*$/gm, '').replace('export default', 'return');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const table = new Function('ComponentCreator', body)((path: string) => {
    made.push(path);
    return {path};
  });
  expect(made).toEqual(['/', '*']);
  const leafRoute = table[0].routes[0];
  expect(leafRoute.component).toBe(leafRoute.component);
  expect(made).toEqual(['/', '*', '/api/a.html']);
});

it('writes leaf routes as calls that build the same route objects', () => {
  const compacted = compactRoutes(routes);
  expect(compacted).toContain(`leaf('/api/a.html', '1fa', "api")`);
  expect(compacted).toContain(`leaf('/search.html', '345')`);
  expect(evaluate(compacted)).toEqual(evaluate(routes));
});

it('writes page routes as calls that register their chunk names and content loader', () => {
  const pages = new Map([['/api/a.html-1fa', {comp: '2c3d', content: '0a1b', modulePath: '@site/docs/api/a.md'}]]);
  const compacted = compactRoutes(routes, pages);
  expect(compacted).toContain(`page0('/api/a.html', () => import("@site/docs/api/a.md"), require.resolveWeak("@site/docs/api/a.md"), "api")`);
  expect(compacted).toContain(`leaf('/search.html', '345')`);
  const {routes: table, registry, routesChunkNames} = evaluate(compacted);
  const stock = evaluate(routes).routes as {routes: object[]}[];
  expect(table).toEqual([{...stock[0], routes: [{...stock[0]!.routes[0], component: 'component of /api/a.html page'}, stock[0]!.routes[1]]}, stock[1]]);
  expect(routesChunkNames).toEqual({'/api/a.html-page': {__comp: '2c3d', content: '/api/a.html-page'}});
  expect(registry['/api/a.html-page']).toEqual([expect.any(Function), '', 'id of @site/docs/api/a.md']);
});

it('writes doc pages as calls whose content loader takes the page as HTML, not as compiled markdown', () => {
  const pages = new Map([['/api/a.html-1fa', {comp: '2c3d', compPath: '@theme/DocItem', content: '0a1b', modulePath: '@site/docs/api/a.md'}]]);
  const compacted = compactRoutes(routes, pages, () => true);
  expect(compacted).toContain(`doc0('/api/a.html', "api")`);
  expect(compacted).not.toContain('@site/docs/api/a.md');
  expect(compacted).toMatch(/^import loadDocPage from ".*docPage\.ts";$/m);
  const {routes: table, registry, routesChunkNames} = evaluate(compacted);
  const stock = evaluate(routes).routes as {routes: object[]}[];
  expect(table).toEqual([{...stock[0], routes: [{...stock[0]!.routes[0], component: 'component of /api/a.html page'}, stock[0]!.routes[1]]}, stock[1]]);
  expect(routesChunkNames).toEqual({'/api/a.html-page': {__comp: '2c3d', content: '/api/a.html-page'}});
  const [load, , id] = registry['/api/a.html-page']! as [() => string, string, unknown];
  expect([load(), id]).toEqual(['content of /api/a.html', undefined]);
});

it('leaves a route table it does not recognise as it is', () => {
  const other = routes.replace(/exact: true/g, 'exact: !0');
  expect(compactRoutes(other)).toBe(other);
});

it('takes as HTML the docs theme\'s pages from .md files; an .mdx page keeps its compiled markdown', () => {
  const page = (file: string, compPath = '@theme/DocItem') => ({comp: '2c3d', compPath, content: '0a1b', modulePath: `@site/docs/${file}`});
  expect(isStaticDocPage(page('api/a.md'))).toBe(true);
  expect(isStaticDocPage(page('own.mdx'))).toBe(false);
  expect(isStaticDocPage(page('other.md', '@theme/MDXPage'))).toBe(false);
});

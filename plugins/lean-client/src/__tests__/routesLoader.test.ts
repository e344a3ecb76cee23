// eslint-disable-next-line @typescript-eslint/no-require-imports
const compactRoutes = require('../routesLoader.cjs') as (source: string) => string;

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

/** Evaluates a route table module with stand-ins for its imports. */
function evaluate(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('ComponentCreator', body)((path: string, hash?: string) => `component of ${path} ${hash ?? ''}`);
}

it('writes leaf routes as calls that build the same route objects', () => {
  const compacted = compactRoutes(routes);
  expect(compacted).toContain(`leaf('/api/a.html', '1fa', "api")`);
  expect(compacted).toContain(`leaf('/search.html', '345')`);
  expect(evaluate(compacted)).toEqual(evaluate(routes));
});

it('leaves a route table it does not recognise as it is', () => {
  const other = routes.replace(/exact: true/g, 'exact: !0');
  expect(compactRoutes(other)).toBe(other);
});

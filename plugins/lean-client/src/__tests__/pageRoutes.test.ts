import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';

type Page = {comp: string; compPath: string; content: string; modulePath: string};
/* eslint-disable @typescript-eslint/no-require-imports */
const {planRouteTable} = require('../pageRoutes.cjs') as {planRouteTable: (hook: string, sources: Record<string, string>) => {pages: Map<string, Page>}};
const {compactRoutes} = require('../routesLoader.cjs') as {compactRoutes: (table: object) => string};
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: RouteConfig[]}) => Promise<void>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

// The route table Docusaurus's own code generation writes for route configs made for each case
// (scripts/__tests__/optimizationLayer.test.ts has the fixture site's, from a whole build).

/** The three files Docusaurus generates for these routes, as a production build names chunks. */
async function generate(routes: RouteConfig[]): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes});
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    return {routes: read('routes.js'), registry: read('registry.js'), chunkNames: read('routesChunkNames.json')};
  } finally {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const doc = (routePath: string, file: string, more: Partial<RouteConfig> = {}): RouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  sidebar: 'api',
  modules: {content: `@site/docs/${file}`},
  ...more,
});
const docsRoot = (routes: RouteConfig[]): RouteConfig => ({path: '/', component: '@theme/DocRoot', exact: false, routes});

it('finds leaf routes made of a shared page component and content of their own', async () => {
  const {pages} = planRouteTable('test', await generate([docsRoot([doc('/a.html', 'a.md'), doc('/b.html', 'b.mdx')]), {path: '/search.html', component: '@site/src/Search.tsx', exact: true}]));
  expect([...pages.values()].map(({compPath, modulePath}) => [compPath, modulePath])).toEqual([
    ['@theme/DocItem', '@site/docs/a.md'],
    ['@theme/DocItem', '@site/docs/b.mdx'],
  ]);
});

it('leaves out content two routes share and routes with more chunks than a page', async () => {
  const {pages} = planRouteTable(
    'test',
    await generate([docsRoot([doc('/a.html', 'a.md'), doc('/a/', 'a.md', {sidebar: 'other'}), doc('/c.html', 'c.md', {context: {plugin: '@generated/docs/__plugin.json'}})])]),
  );
  expect(pages.size).toBe(0);
});

it("reads routes whose path Docusaurus escapes", async () => {
  const sources = await generate([docsRoot([doc("/it's.html", 'its.md')])]);
  expect(sources.routes).toContain("path: '/it\\'s.html'");
  const table = planRouteTable('test', sources);
  expect([...table.pages.keys()]).toEqual([expect.stringMatching(/^\/it's\.html-/)]);
  expect(compactRoutes(table)).toContain("doc0('/it\\'s.html', \"api\")");
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BUILD_TIMEOUT_MS, buildSite, createSite} from './fixtureSite';

// The hooks of the optimization layer (README, "The optimization layer") on what Docusaurus itself
// generates: one production build of the fixture site (with an .mdx page and a linked file laid over it,
// __fixtures__/optimization-layer), in which the bundler checks each hook's loaders, swaps and chunk
// patterns; then the loaders again on the files Docusaurus generated, as they are and changed in
// shape. A Docusaurus upgrade that changes what a hook rewrites fails a test named after the hook.

type Page = {comp: string; compPath: string; content: string; modulePath: string};
type RouteTable = {sources: {routes: string; registry: string; chunkNames: string}; pages: Map<string, Page>};
type Loader = (this: {resourcePath: string; addDependency: (file: string) => void}, source: string) => string;
const leanClient = path.join(__dirname, '..', '..', 'plugins', 'lean-client', 'src');
/* eslint-disable @typescript-eslint/no-require-imports */
const {planRouteTable} = require(path.join(leanClient, 'pageRoutes.cjs')) as {planRouteTable: (hook: string, sources: RouteTable['sources']) => RouteTable};
const routesLoader = require(path.join(leanClient, 'routesLoader.cjs')) as Loader & {compactRoutes: (table: RouteTable) => string};
const registryLoader = require(path.join(leanClient, 'registryLoader.cjs')) as Loader & {trimRegistry: (table: RouteTable) => string};
const chunkNamesLoader = require(path.join(leanClient, 'routesChunkNamesLoader.cjs')) as Loader & {trimChunkNames: (table: RouteTable) => string};
const {trimSiteConfig} = require(path.join(leanClient, 'siteConfigLoader.cjs')) as {trimSiteConfig: (source: string) => string};
/* eslint-enable @typescript-eslint/no-require-imports */

let site: string;
let build: {status: number | null; output: string};
beforeAll(() => {
  site = createSite('optimization-layer-', 'optimization-layer');
  // The layer as a production build has it, whatever the environment running the tests says.
  build = buildSite(site, {DOCS_LEAN: undefined});
}, BUILD_TIMEOUT_MS);
afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

/** A file Docusaurus generated for the fixture site. */
const generated = (file: string) => fs.readFileSync(path.join(site, '.docusaurus', file), 'utf8');
const routeTableSources = () => ({routes: generated('routes.js'), registry: generated('registry.js'), chunkNames: generated('routesChunkNames.json')});

it('builds the fixture site with every hook and its checks on', () => {
  expect(build.output).not.toContain('DOCS_LEAN=0');
  expect(build.output).not.toContain('[ERROR]');
  expect(build.status).toBe(0);
});

type Route = {path: string; component: {path: string; hash?: string}; exact?: boolean; sidebar?: string; routes?: Route[]};
type Registry = Record<string, [() => unknown, string, unknown]>;

/**
 * The route table as the browser gets it: routes.js evaluated with the registry and chunk-name
 * table it imports, each route's component standing in as its path and hash, a module's id as
 * its path, and a doc page's content loader as the path it loads.
 */
function evaluateRouteTable(routes: string, registrySource: string, chunkNamesSource: string) {
  const moduleBody = (source: string) => source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const require = {resolveWeak: (file: string) => `module ${file}`};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const registry = new Function('require', moduleBody(registrySource))(require) as Registry;
  const chunkNames = JSON.parse(chunkNamesSource) as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const table = new Function('ComponentCreator', 'registry', 'routesChunkNames', 'require', 'loadDocPage', moduleBody(routes))(
    (routePath: string, hash?: string) => ({path: routePath, hash}),
    registry,
    chunkNames,
    require,
    (routePath: string) => `doc page ${routePath}`,
  ) as Route[];
  return {table, registry, chunkNames};
}

/** Every route of a table with what ComponentCreator would load for it: each chunk's module id, or what its loader loads when it has none. */
function resolveRoutes({table, registry, chunkNames}: ReturnType<typeof evaluateRouteTable>) {
  const flat = (names: unknown, prefix = ''): [string, string][] =>
    typeof names === 'string' ? [[prefix, names]] : Object.entries(names as object).flatMap(([key, value]) => flat(value, prefix ? `${prefix}.${key}` : key));
  const resolved: {path: string; exact?: boolean; sidebar?: string; chunks: Record<string, unknown>}[] = [];
  const walk = (routes: Route[]) => {
    for (const {path: routePath, component, exact, sidebar, routes: children} of routes) {
      if (component.hash !== undefined) {
        const names = chunkNames[`${component.path}-${component.hash}`];
        if (names === undefined) throw new Error(`route ${routePath}: no chunk names under ${component.path}-${component.hash}`);
        const chunks = Object.fromEntries(
          flat(names).map(([key, chunk]) => {
            const entry = registry[chunk];
            if (!entry) throw new Error(`route ${routePath}: chunk ${chunk} is not in the registry`);
            return [key, entry[2] ?? entry[0]()];
          }),
        );
        resolved.push({path: routePath, ...(exact !== undefined && {exact}), ...(sidebar !== undefined && {sidebar}), chunks});
      }
      walk(children ?? []);
    }
  };
  walk(table);
  return resolved;
}

describe('lean-client: the route table (pageRoutes.cjs, routesLoader.cjs, registryLoader.cjs, routesChunkNamesLoader.cjs)', () => {
  it("rewrites Docusaurus's routes.js, registry.js and routesChunkNames.json into a table where every route finds what it loads", () => {
    const sources = routeTableSources();
    const table = planRouteTable('test', sources);
    const stock = resolveRoutes(evaluateRouteTable(sources.routes, sources.registry, sources.chunkNames));
    const lean = resolveRoutes(evaluateRouteTable(routesLoader.compactRoutes(table), registryLoader.trimRegistry(table), chunkNamesLoader.trimChunkNames(table)));
    expect(stock.length).toBeGreaterThan(20);
    // The same routes; each loads the same modules, but a doc page's content, which comes as HTML.
    const docPages = stock.filter(({chunks}) => /^module @site\/docs\/.*\.md$/.test(String(chunks.content)));
    expect(docPages.length).toBeGreaterThan(10);
    const asHtml = (route: (typeof stock)[number]) =>
      docPages.includes(route) ? {...route, chunks: {...route.chunks, content: `doc page ${route.path}`}} : route;
    expect(lean).toEqual(stock.map(asHtml));
    // The .mdx page keeps its compiled markdown.
    expect(lean.find((route) => route.path === '/tutorial/widgets.html')?.chunks).toEqual({__comp: 'module @theme/DocItem', content: 'module @site/docs/tutorial/widgets.mdx'});
  });

  it('writes each page route once, as a call: a doc page without its markdown module', () => {
    const table = planRouteTable('test', routeTableSources());
    const compacted = routesLoader.compactRoutes(table);
    expect(compacted).toMatch(/^ *doc\d\('\/api\/request\.html', "api"\)/m);
    expect(compacted).not.toContain('@site/docs/api/request.md');
    expect(compacted).toMatch(/^ *page\d\('\/tutorial\/widgets\.html', \(\) => import\("@site\/docs\/tutorial\/widgets\.mdx"\)/m);
    const registry = registryLoader.trimRegistry(table);
    expect(registry).not.toContain('@site/docs/');
    expect(registry).not.toContain('webpackChunkName');
    expect(Object.keys(JSON.parse(chunkNamesLoader.trimChunkNames(table)))).not.toContain([...table.pages.keys()][0]);
  });

  it("makes a route's component when it is first read, once", () => {
    const made: string[] = [];
    const table = planRouteTable('test', routeTableSources());
    const body = routesLoader.compactRoutes(table).replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const routes = new Function('ComponentCreator', 'registry', 'routesChunkNames', 'require', 'loadDocPage', body)(
      (routePath: string) => {
        made.push(routePath);
        return {path: routePath};
      },
      {},
      {},
      {resolveWeak: () => undefined},
      () => undefined,
    ) as Route[];
    const leaf = routes.find((route) => route.path === '/search.html')!;
    const before = made.length;
    expect(leaf.component).toBe(leaf.component);
    expect(made.slice(before)).toEqual(['/search.html']);
    expect(made.slice(0, before)).not.toContain('/search.html');
  });

  // Changes Docusaurus could make to its code generation: each must stop all three loaders, naming the file.
  const CHANGES: [string, string, (source: string) => string][] = [
    ['a leaf route written another way', 'routes.js', (source) => source.replace(/exact: true/g, 'exact: !0')],
    ['routes written with double quotes', 'routes.js', (source) => source.replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, 'ComponentCreator("$1", "$2")')],
    ['registry entries without module ids', 'registry.js', (source) => source.replace(/, require\.resolveWeak\("[^"]*"\)/g, '')],
    ['the chunk-name table as a module', 'routesChunkNames.json', (source) => `export default ${source};\n`],
    ['a chunk the registry lacks', 'routesChunkNames.json', (source) => source.replace(/"content": "[0-9a-f]+"/, '"content": "0000ffff"')],
  ];

  it.each(CHANGES)('stops the build when Docusaurus changes its output (%s in %s): each loader names the file and what to do', (_, file, change) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
    try {
      for (const name of ['routes.js', 'registry.js', 'routesChunkNames.json']) {
        const source = generated(name);
        fs.writeFileSync(path.join(dir, name), name === file ? change(source) : source);
      }
      for (const [loader, name] of [[routesLoader, 'routes.js'], [registryLoader, 'registry.js'], [chunkNamesLoader, 'routesChunkNames.json']] as const) {
        const resourcePath = path.join(dir, name);
        const run = () => loader.call({resourcePath, addDependency: () => undefined}, fs.readFileSync(resourcePath, 'utf8'));
        expect(run).toThrow(`: Docusaurus's generated .docusaurus/${file} changed shape: `);
        expect(run).toThrow(/^plugins\/lean-client\/src\/\w+\.cjs: .* Update plugins\/lean-client\/src\/pageRoutes\.cjs .* or build with DOCS_LEAN=0 to turn the optimization layer off\.$/);
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('lean-client: siteConfigLoader.cjs', () => {
  const exported = (source: string) => JSON.parse(source.slice(source.indexOf('export default ') + 15).trim().replace(/;$/, '')) as Record<string, unknown>;

  it("drops from Docusaurus's generated site config what only the build reads, and keeps the rest", () => {
    const stock = exported(generated('docusaurus.config.mjs'));
    const trimmed = exported(trimSiteConfig(generated('docusaurus.config.mjs')));
    for (const key of ['plugins', 'presets', 'themes', 'markdown', 'headTags', 'onBrokenLinks']) expect(trimmed).not.toHaveProperty(key);
    expect(stock).toHaveProperty('plugins');
    expect(trimmed).toEqual(Object.fromEntries(Object.entries(stock).filter(([key]) => key in trimmed)));
    expect(trimmed.themeConfig).toEqual(stock.themeConfig);
  });

  it.each([
    ['a CommonJS module', (source: string) => source.replace('export default ', 'module.exports = ')],
    ['not JSON', (source: string) => source.replace('"title":', 'title:')],
  ])('stops the build when the generated config is %s', (_, change) => {
    expect(() => trimSiteConfig(change(generated('docusaurus.config.mjs')))).toThrow(
      /^plugins\/lean-client\/src\/siteConfigLoader\.cjs: Docusaurus's generated \.docusaurus\/docusaurus\.config\.mjs changed shape: .*or build with DOCS_LEAN=0/,
    );
  });
});

describe('lean-docs: splitSidebars.ts', () => {
  it("gives each section route of Docusaurus's route table the sidebars its pages name, and the version none", () => {
    const sources = routeTableSources();
    const {table, registry, chunkNames} = evaluateRouteTable(sources.routes, sources.registry, sources.chunkNames);
    const moduleOf = (route: Route, key: string) => {
      const chunk = (chunkNames[`${route.component.path}-${route.component.hash}`] as Record<string, string>)[key];
      const file = String(registry[chunk!]![1]).replace(/^@generated\//, `${path.join(site, '.docusaurus')}/`);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    };
    const [docsRoot] = table.filter((route) => route.routes?.some((child) => child.routes));
    const [version] = docsRoot!.routes!;
    expect(moduleOf(version!, '__props')).toMatchObject({version: {docsSidebars: {}, docs: {}}});
    const sections = version!.routes!.filter((route) => route.routes);
    expect(sections.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/', '/tutorial/', '/']));
    for (const section of sections) {
      const sidebars = moduleOf(section, 'sidebars');
      const named = new Set(section.routes!.map((route) => route.sidebar).filter(Boolean));
      expect(Object.keys(sidebars).sort()).toEqual([...named].sort());
    }
  });
});

describe('lean-client: serverAssets.ts', () => {
  it('has the server bundle write the files doc pages link, which the browser bundle no longer compiles', () => {
    const files = fs.readdirSync(path.join(site, 'build', 'assets', 'files'));
    const file = files.find((name) => /^structure-[0-9a-f]+\.txt$/.test(name));
    expect(file).toBeDefined();
    expect(fs.readFileSync(path.join(site, 'build', 'tutorial', 'index.html'), 'utf8')).toContain(`href="/assets/files/${file}"`);
  });
});

// The route table as Docusaurus generates it (@docusaurus/core/lib/server/codegen/codegenRoutes.js),
// read for the three loaders that rewrite it. It is three files that refer to each other:
//   routes.js              { path: '/api/a.html', component: ComponentCreator('/api/a.html', '1fa'), exact: true, sidebar: "api" }
//   routesChunkNames.json  "/api/a.html-1fa": {"__comp": "17896441", "content": "c7b49e8a"}
//   registry.js            "c7b49e8a": [() => import(/* webpackChunkName: "c7b49e8a" */ "@site/docs/api/a.md"), "@site/docs/api/a.md", require.resolveWeak("@site/docs/api/a.md")],
// Page routes (leaf routes whose chunks are a page component shared with other routes and a content
// module of their own, as every doc page has) become one call each in the route table, which
// registers both entries (routesLoader.cjs); the other two files drop them (registryLoader.cjs,
// routesChunkNamesLoader.cjs). The three must agree, or routes point at entries that are gone and
// every page fails in the browser. So each loader reads all three here, and a file of any other
// shape stops the build: every route, registry entry and chunk key must be one this code knows.
const fs = require('node:fs');
const path = require('node:path');
const {hookError} = require('../../shared/hookError.cjs');

const UPDATE = 'Update plugins/lean-client/src/pageRoutes.cjs and the loader that reads the file (routesLoader.cjs, registryLoader.cjs, routesChunkNamesLoader.cjs) to match';
/** The generated files, by what each holds. */
const FILES = {routes: 'routes.js', registry: 'registry.js', chunkNames: 'routesChunkNames.json'};

// A JS string's content as Docusaurus writes it: quotes and backslashes escaped.
const SINGLE_QUOTED = String.raw`(?:[^'\\\n]|\\.)*`;
const DOUBLE_QUOTED = String.raw`(?:[^"\\\n]|\\.)*`;
const ROUTE_START = String.raw`\{\s*path: '(${SINGLE_QUOTED})',\s*component: ComponentCreator\('\1', '([^'\n]*)'\),\s*`;
/** A leaf route: `exact: true` and at most a sidebar. */
const LEAF = new RegExp(`${ROUTE_START}exact: true(?:,\\s*sidebar: ("${DOUBLE_QUOTED}"))?\\s*\\}`, 'g');
/** A route with child routes. */
const PARENT = new RegExp(`${ROUTE_START}routes: \\[`, 'g');
/** Every route (all but the catch-all `ComponentCreator('*')`). */
const ROUTE = new RegExp(`ComponentCreator\\('(${SINGLE_QUOTED})', '([^'\\n]*)'\\)`, 'g');
const ROUTES_HEAD = `import ComponentCreator from '@docusaurus/ComponentCreator';`;
const REGISTRY_START = 'export default {\n';
const REGISTRY_END = '};\n';
const REGISTRY_ENTRY = new RegExp(`^ {2}"(${DOUBLE_QUOTED})": \\[\\(\\) => import\\(/\\* webpackChunkName: "\\1" \\*/ "(${DOUBLE_QUOTED})"\\), "\\2", require\\.resolveWeak\\("\\2"\\)\\],$`);

const unescape = (text) => text.replace(/\\(.)/g, '$1');
const excerpt = (text) => JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text);

function changed(hook, file, problem) {
  return hookError(hook, `Docusaurus's generated .docusaurus/${file} changed shape: ${problem}`, UPDATE);
}

/** Every chunk key a route's chunk names refer to (they nest: `{__context: {plugin: "…"}}`). */
function chunkKeys(names) {
  if (typeof names === 'string') return [names];
  if (names === null || typeof names !== 'object') return [];
  return Object.values(names).flatMap(chunkKeys);
}

/** The registry's entries, in order: `{key, modulePath}` (the module path as written, escaped). */
function parseRegistry(hook, source) {
  if (!source.startsWith(REGISTRY_START) || !source.endsWith(REGISTRY_END)) {
    throw changed(hook, FILES.registry, `it is no longer one object literal, "export default {" … "};"`);
  }
  const body = source.slice(REGISTRY_START.length, -REGISTRY_END.length);
  return (body === '' ? [] : body.split('\n')).map((line) => {
    const match = REGISTRY_ENTRY.exec(line);
    if (!match) throw changed(hook, FILES.registry, `this entry is not [loader with its chunk name, module path, module id]: ${excerpt(line)}`);
    return {key: unescape(match[1]), modulePath: match[2]};
  });
}

function parseChunkNames(hook, source) {
  let chunkNames;
  try {
    chunkNames = JSON.parse(source);
  } catch (error) {
    throw changed(hook, FILES.chunkNames, `it is not JSON (${error.message})`);
  }
  const notObject = (value) => value === null || typeof value !== 'object' || Array.isArray(value);
  if (notObject(chunkNames)) throw changed(hook, FILES.chunkNames, 'it is not an object of routes');
  const [routeKey] = Object.entries(chunkNames).find(([, names]) => notObject(names)) ?? [];
  if (routeKey !== undefined) throw changed(hook, FILES.chunkNames, `the chunks of route "${routeKey}" are not an object`);
  return chunkNames;
}

/** The route keys (`path-hash`) of the routes.js routes `pattern` matches. */
function routeKeys(source, pattern) {
  return [...source.matchAll(pattern)].map(([, routePath, hash]) => `${unescape(routePath)}-${hash}`);
}

/**
 * The route table's three files, checked against each other, and its page routes by route key
 * (`path-hash`): their page component's chunk key and module path, their content's chunk key and
 * module path. Throws, naming the file, when one has a shape the loaders do not know.
 * @param {string} hook the loader that asks, for the message
 * @param {{routes: string, registry: string, chunkNames: string}} sources
 */
function planRouteTable(hook, sources) {
  const entries = parseRegistry(hook, sources.registry);
  const chunkNames = parseChunkNames(hook, sources.chunkNames);
  if (!sources.routes.includes(ROUTES_HEAD) || !/^export default \[$/m.test(sources.routes)) {
    throw changed(hook, FILES.routes, `it no longer imports ComponentCreator and exports an array of routes`);
  }
  const leaves = new Set(routeKeys(sources.routes, LEAF));
  const parents = new Set(routeKeys(sources.routes, PARENT));
  const routes = new Set(routeKeys(sources.routes, ROUTE));
  const unknown = [...routes].find((key) => !leaves.has(key) && !parents.has(key));
  if (unknown !== undefined) throw changed(hook, FILES.routes, `route "${unknown}" is neither a leaf route (path, component, exact: true, sidebar) nor a route with child routes`);
  const unlisted = [...[...routes].filter((key) => !(key in chunkNames)), ...Object.keys(chunkNames).filter((key) => !routes.has(key))];
  if (unlisted.length > 0) throw changed(hook, FILES.routes, `routes.js and routesChunkNames.json do not list the same routes (${unlisted.slice(0, 3).join(', ')})`);

  const modulePaths = new Map(entries.map(({key, modulePath}) => [key, modulePath]));
  const uses = new Map();
  for (const key of chunkKeys(chunkNames)) {
    if (!modulePaths.has(key)) throw changed(hook, FILES.chunkNames, `it names chunk "${key}", which registry.js does not have`);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const pages = new Map();
  for (const [routeKey, names] of Object.entries(chunkNames)) {
    const {__comp: comp, content, ...rest} = names;
    if (!leaves.has(routeKey) || typeof comp !== 'string' || typeof content !== 'string' || Object.keys(rest).length > 0 || uses.get(content) !== 1) continue;
    pages.set(routeKey, {comp, compPath: unescape(modulePaths.get(comp)), content, modulePath: modulePaths.get(content)});
  }
  return {sources, entries, chunkNames, pages};
}

/**
 * The route table of the generated files beside the loader's file (its own as the loader got it),
 * which the loader now depends on.
 */
function readRouteTable(hook, loaderContext, source) {
  const dir = path.dirname(loaderContext.resourcePath);
  const own = path.basename(loaderContext.resourcePath);
  const sources = {};
  for (const [name, file] of Object.entries(FILES)) {
    if (file === own) {
      sources[name] = source;
      continue;
    }
    const generated = path.join(dir, file);
    loaderContext.addDependency(generated);
    if (!fs.existsSync(generated)) throw hookError(hook, `.docusaurus/${file} is not there: Docusaurus no longer generates it, and the route table's three files can only be rewritten together`, UPDATE);
    sources[name] = fs.readFileSync(generated, 'utf8');
  }
  return planRouteTable(hook, sources);
}

module.exports = {LEAF, REGISTRY_START, REGISTRY_END, planRouteTable, readRouteTable};

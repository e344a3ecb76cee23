// Page routes: leaf routes whose chunks are a page component shared with other routes and a
// content module of their own, as every doc page has:
//   routesChunkNames.json  "/api/a.html-1fa": {"__comp": "17896441", "content": "c7b49e8a"}
//   registry.js            "c7b49e8a": [() => import(/* webpackChunkName: "c7b49e8a" */ "@site/docs/api/a.md"), …]
// The browser gets such a route as one call in the route table that registers both entries
// (routesLoader.cjs), and the two generated files drop them (registryLoader.cjs,
// routesChunkNamesLoader.cjs): each page's path and keys are written once instead of three times.
const fs = require('node:fs');
const path = require('node:path');

const REGISTRY_ENTRY = /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"\n]+)"\), "\2", require\.resolveWeak\("\2"\)\],$/gm;

/** Every chunk key a route's chunk names refer to (they nest: `{__context: {plugin: "…"}}`). */
function chunkKeys(names) {
  if (typeof names === 'string') return [names];
  if (names === null || typeof names !== 'object') return [];
  return Object.values(names).flatMap(chunkKeys);
}

/**
 * The page routes of a generated registry and chunk-name table, by route key (`path-hash`):
 * their page component's chunk key and module path, their content's chunk key and module path.
 * Anything else (a content module two routes share, an entry of another shape) is left out.
 */
function findPageRoutes(registrySource, chunkNamesSource) {
  const modulePaths = new Map();
  for (const [, key, modulePath] of registrySource.matchAll(REGISTRY_ENTRY)) modulePaths.set(key, modulePath);
  let chunkNames;
  try {
    chunkNames = JSON.parse(chunkNamesSource);
  } catch {
    return new Map();
  }
  const uses = new Map();
  for (const key of chunkKeys(chunkNames)) uses.set(key, (uses.get(key) ?? 0) + 1);
  const pages = new Map();
  for (const [routeKey, names] of Object.entries(chunkNames)) {
    const {__comp: comp, content, ...rest} = names ?? {};
    if (typeof comp !== 'string' || typeof content !== 'string' || Object.keys(rest).length > 0) continue;
    const modulePath = modulePaths.get(content);
    if (modulePath && modulePaths.has(comp) && uses.get(content) === 1) pages.set(routeKey, {comp, compPath: modulePaths.get(comp), content, modulePath});
  }
  return pages;
}

/** The page routes of the generated files beside the loader's file, which it now depends on. */
function loadPageRoutes(loaderContext) {
  const dir = path.dirname(loaderContext.resourcePath);
  const read = (name) => {
    const file = path.join(dir, name);
    loaderContext.addDependency(file);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  return findPageRoutes(read('registry.js'), read('routesChunkNames.json'));
}

module.exports = {findPageRoutes, loadPageRoutes};

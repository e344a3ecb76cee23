// Client bundle only. Docusaurus's generated registry has one entry per page module:
//   "0a1b": [() => import(/* webpackChunkName: "0a1b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")]
// The browser needs the loader and the module id. The source path (second) is read only by the
// server render; the chunk name makes the bundler's runtime carry two tables of every chunk's name
// (id → name for file names, name → id for `window.docusaurus.prefetch`, which this plugin turns
// off). Both go: on every page that is about 10 KB gzip of a table that grows with the pages.
// The entries of page routes' content go too: the route table registers them (pageRoutes.cjs).
const {REGISTRY_START, REGISTRY_END, readRouteTable} = require('./pageRoutes.cjs');

const HOOK = 'plugins/lean-client/src/registryLoader.cjs';

/** The registry of a route table (`planRouteTable`'s) without page content, source paths or chunk names. */
function trimRegistry({entries, pages}) {
  const pageContent = new Set([...pages.values()].map((page) => page.content));
  const lines = entries
    .filter(({key}) => !pageContent.has(key))
    .map(({key, modulePath}) => `  ${JSON.stringify(key)}: [() => import("${modulePath}"), "", require.resolveWeak("${modulePath}")],`);
  return `${REGISTRY_START}${lines.join('\n')}${REGISTRY_END}`;
}

module.exports = function registryLoader(source) {
  return trimRegistry(readRouteTable(HOOK, this, source));
};
module.exports.trimRegistry = trimRegistry;

// Client bundle only. Docusaurus's generated registry has one entry per page module:
//   "0a1b": [() => import(/* webpackChunkName: "0a1b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")]
// The browser needs the loader and the module id. The source path (second) is read only by the
// server render; the chunk name makes the bundler's runtime carry two tables of every chunk's name
// (id → name for file names, name → id for `window.docusaurus.prefetch`, which this plugin turns
// off). Both go: on every page that is about 10 KB gzip of a table that grows with the pages.
// The entries of page routes' content go too: the route table registers them (pageRoutes.cjs).
const {loadPageRoutes} = require('./pageRoutes.cjs');

function trimRegistry(source, pages = new Map()) {
  const pageContent = new Set([...pages.values()].map((page) => page.content));
  return source
    .split('\n')
    .filter((line) => !pageContent.has(/^ {2}"([^"]+)": /.exec(line)?.[1]))
    .join('\n')
    .replace(/\/\* webpackChunkName: "[^"]*" \*\/ /g, '')
    .replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

module.exports = function registryLoader(source) {
  return trimRegistry(source, loadPageRoutes(this));
};
module.exports.trimRegistry = trimRegistry;

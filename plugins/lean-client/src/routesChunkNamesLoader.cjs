// Client bundle only. Docusaurus's generated table of each route's chunk keys, without the page
// routes: the route table registers theirs (pageRoutes.cjs).
const {readRouteTable} = require('./pageRoutes.cjs');

const HOOK = 'plugins/lean-client/src/routesChunkNamesLoader.cjs';

/** The chunk-name table of a route table (`planRouteTable`'s) without its page routes. */
function trimChunkNames({chunkNames, pages}) {
  return JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([routeKey]) => !pages.has(routeKey))));
}

module.exports = function routesChunkNamesLoader(source) {
  return trimChunkNames(readRouteTable(HOOK, this, source));
};
module.exports.trimChunkNames = trimChunkNames;

// Client bundle only. Docusaurus's generated table of each route's chunk keys, without the page
// routes: the route table registers theirs (pageRoutes.cjs).
const {loadPageRoutes} = require('./pageRoutes.cjs');

function trimChunkNames(source, pages) {
  if (pages.size === 0) return source;
  const chunkNames = JSON.parse(source);
  for (const routeKey of pages.keys()) delete chunkNames[routeKey];
  return JSON.stringify(chunkNames);
}

module.exports = function routesChunkNamesLoader(source) {
  return trimChunkNames(source, loadPageRoutes(this));
};
module.exports.trimChunkNames = trimChunkNames;

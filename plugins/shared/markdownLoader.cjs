// Docusaurus's markdown loader, as the loaders that markdownLoaderRule.ts places before it find it
// in a page's chain.
const path = require('node:path');
const {hookError} = require('./hookError.cjs');

// By its end: node_modules may be reached through a link.
const MDX_LOADER = path.join('node_modules', '@docusaurus', 'mdx-loader', 'lib', 'index.js');

/**
 * Docusaurus's markdown loader among the loaders after this one in the page's chain. When it is not
 * there, the rule that places this loader no longer puts it before Docusaurus's (or that loader
 * moved), and the build stops.
 */
function markdownLoaderAfter(loaderContext, hook) {
  const loader = loaderContext.loaders.slice(loaderContext.loaderIndex + 1).find((item) => item.path.endsWith(MDX_LOADER));
  if (!loader) {
    const after = loaderContext.loaders.slice(loaderContext.loaderIndex + 1).map((item) => item.path.slice(item.path.lastIndexOf('node_modules'))).join(', ');
    throw hookError(hook, `${loaderContext.resourcePath} is compiled without Docusaurus's markdown loader (${MDX_LOADER}) after this loader (after it: ${after || 'nothing'})`, `Update ${hook} and plugins/shared/markdownLoaderRule.ts to match`);
  }
  return loader;
}

module.exports = {markdownLoaderAfter};

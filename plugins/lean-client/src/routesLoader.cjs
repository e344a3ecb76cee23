// Client bundle only. Docusaurus's generated route table writes each page's route out in full:
//   {
//     path: '/api/a.html',
//     component: ComponentCreator('/api/a.html', '1fa'),
//     exact: true,
//     sidebar: "api"
//   }
// The path twice and the same keys 566 times per locale. Leaf routes of that shape become
// `leaf('/api/a.html', '1fa', "api")`, which builds the same object in the browser. Page routes
// (pageRoutes.cjs) become `page0('/api/a.html', () => import("…"), require.resolveWeak("…"), "api")`,
// which also registers the route's chunk names and its content's loader under the key `path-page`,
// in place of the entries the registry and the chunk-name table no longer carry.
const {loadPageRoutes} = require('./pageRoutes.cjs');

const LEAF = /\{\s*path: '([^'\n]*)',\s*component: ComponentCreator\('\1', '([^'\n]*)'\),\s*exact: true(?:,\s*sidebar: ("[^"\n]*"))?\s*\}/g;

function helpers(comps) {
  return [
    `import registry from '@generated/registry';`,
    `import routesChunkNames from '@generated/routesChunkNames';`,
    `const leaf = (path, hash, sidebar) => ({path, component: ComponentCreator(path, hash), exact: true, ...(sidebar && {sidebar})});`,
    `const pageOf = (comp) => (path, load, id, sidebar) => {`,
    `  const key = path + '-page';`,
    `  registry[key] = [load, '', id];`,
    `  routesChunkNames[key] = {__comp: comp, content: key};`,
    `  return leaf(path, 'page', sidebar);`,
    `};`,
    ...comps.map((comp, i) => `const page${i} = pageOf(${JSON.stringify(comp)});`),
    '',
    '',
  ].join('\n');
}

function compactRoutes(source, pages = new Map()) {
  if (!/^export default \[/m.test(source)) return source;
  const comps = [...new Set([...pages.values()].map((page) => page.comp))];
  let leaves = 0;
  const compacted = source.replace(LEAF, (_, routePath, hash, sidebar) => {
    leaves += 1;
    const page = pages.get(`${routePath}-${hash}`);
    if (!page) return `leaf('${routePath}', '${hash}'${sidebar ? `, ${sidebar}` : ''})`;
    // The registry's module paths are written as JS strings already.
    const request = `"${page.modulePath}"`;
    return `page${comps.indexOf(page.comp)}('${routePath}', () => import(${request}), require.resolveWeak(${request})${sidebar ? `, ${sidebar}` : ''})`;
  });
  return leaves === 0 ? source : compacted.replace(/^export default \[/m, `${helpers(comps)}export default [`);
}

module.exports = function routesLoader(source) {
  return compactRoutes(source, loadPageRoutes(this));
};
module.exports.compactRoutes = compactRoutes;

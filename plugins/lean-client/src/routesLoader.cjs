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
// in place of the entries the registry and the chunk-name table no longer carry. Doc pages become
// `doc0('/api/a.html', "api")`: their content is loaded as the server's HTML (client/docPage.ts), so
// the browser's bundle holds no compiled markdown for them (isStaticDocPage says which they are).
const path = require('node:path');
const {LEAF, readRouteTable} = require('./pageRoutes.cjs');

const HOOK = 'plugins/lean-client/src/routesLoader.cjs';
const DOC_PAGE_LOADER = path.join(__dirname, 'client', 'docPage.ts');

/**
 * A doc page whose content can come as HTML: the docs theme's page from a `.md` file. Everything
 * such markdown renders works in HTML (components/StaticArticle: code buttons, diagrams,
 * parameter tables, the banner carousel and code groups' tabs are islands; `:::details` is the
 * browser's `<details>`). An `.mdx` page keeps its compiled markdown: it may import components of its own.
 */
function isStaticDocPage(page) {
  return page.compPath === '@theme/DocItem' && /^@site\/.*\.md$/.test(page.modulePath);
}

function helpers(comps, docComps) {
  return [
    `import registry from '@generated/registry';`,
    ...(docComps.length > 0 ? [`import loadDocPage from ${JSON.stringify(DOC_PAGE_LOADER)};`] : []),
    `import routesChunkNames from '@generated/routesChunkNames';`,
    // A route's component is made when first read: for the routes a visit matches, not for all 560-odd
    // as main.js runs (a react-loadable class each: ~40 ms in all of a phone's first long task).
    `const leaf = (path, hash, sidebar) => {`,
    `  let component;`,
    `  return {path, get component() { return component || (component = ComponentCreator(path, hash)); }, exact: true, ...(sidebar && {sidebar})};`,
    `};`,
    `const pageOf = (comp) => (path, load, id, sidebar) => {`,
    `  const key = path + '-page';`,
    `  registry[key] = [load, '', id];`,
    `  routesChunkNames[key] = {__comp: comp, content: key};`,
    `  return leaf(path, 'page', sidebar);`,
    `};`,
    ...comps.map((comp, i) => `const page${i} = pageOf(${JSON.stringify(comp)});`),
    ...docComps.map((i) => `const doc${i} = (path, sidebar) => page${i}(path, () => loadDocPage(path), undefined, sidebar);`),
    '',
    '',
  ].join('\n');
}

/**
 * The route table (`planRouteTable`'s) with each leaf route as a call; `isStatic(page)` tells which
 * page routes are doc pages whose content comes as HTML.
 */
function compactRoutes({sources, pages}, isStatic = isStaticDocPage) {
  const comps = [...new Set([...pages.values()].map((page) => page.comp))];
  const docComps = [...new Set([...pages.values()].filter(isStatic).map((page) => comps.indexOf(page.comp)))];
  const compacted = sources.routes.replace(LEAF, (_, routePath, hash, sidebar) => {
    const page = pages.get(`${routePath.replace(/\\(.)/g, '$1')}-${hash}`);
    if (!page) return `leaf('${routePath}', '${hash}'${sidebar ? `, ${sidebar}` : ''})`;
    if (isStatic(page)) return `doc${comps.indexOf(page.comp)}('${routePath}'${sidebar ? `, ${sidebar}` : ''})`;
    // The registry's module paths are written as JS strings already.
    const request = `"${page.modulePath}"`;
    return `page${comps.indexOf(page.comp)}('${routePath}', () => import(${request}), require.resolveWeak(${request})${sidebar ? `, ${sidebar}` : ''})`;
  });
  return compacted.replace(/^export default \[/m, `${helpers(comps, docComps)}export default [`);
}

module.exports = function routesLoader(source) {
  return compactRoutes(readRouteTable(HOOK, this, source));
};
module.exports.compactRoutes = compactRoutes;
module.exports.isStaticDocPage = isStaticDocPage;

// Client bundle only. Docusaurus's generated route table writes each page's route out in full:
//   {
//     path: '/api/a.html',
//     component: ComponentCreator('/api/a.html', '1fa'),
//     exact: true,
//     sidebar: "api"
//   }
// The path twice and the same keys 566 times per locale. Leaf routes of that shape become
// `leaf('/api/a.html', '1fa', "api")`, which builds the same object in the browser.
const LEAF = /\{\s*path: '([^'\n]*)',\s*component: ComponentCreator\('\1', '([^'\n]*)'\),\s*exact: true(?:,\s*sidebar: ("[^"\n]*"))?\s*\}/g;
const HELPER = `const leaf = (path, hash, sidebar) => ({path, component: ComponentCreator(path, hash), exact: true, ...(sidebar && {sidebar})});\n\n`;

module.exports = function compactRoutes(source) {
  if (!/^export default \[/m.test(source)) return source;
  let leaves = 0;
  const compacted = source.replace(LEAF, (_, routePath, hash, sidebar) => {
    leaves += 1;
    return `leaf('${routePath}', '${hash}'${sidebar ? `, ${sidebar}` : ''})`;
  });
  return leaves === 0 ? source : compacted.replace(/^export default \[/m, `${HELPER}export default [`);
};

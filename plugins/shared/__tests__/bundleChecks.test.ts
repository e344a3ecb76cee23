import path from 'node:path';
import {esmExports, internalImportsCheck, loaderCheck, packageDir, patternsCheck, swapCheck, type BundleModule, type Importer} from '../bundleChecks';

// The checks on plain module lists; on a real bundle they run in every production build
// (scripts/__tests__/optimizationLayer.test.ts builds the fixture site with them).

const nprogress = packageDir('nprogress');
const stub = path.join('/site', 'plugins', 'site-client', 'src', 'client', 'progressBar.ts');
const themeModule = path.join('/site', 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'nprogress.js');
const swap = {hook: 'plugins/site-client/src/index.ts', request: 'nprogress', replacement: stub, replaced: nprogress, defaultMembers: ['configure', 'start', 'done']};
const FIX = /or build with DOCS_LEAN=0 to turn the optimization layer off\.$/;

const bundleModule = (resource: string, importers: Importer[] = [], loaders: string[] = []): BundleModule => ({resource, request: resource, loaders, importers: () => importers});
const importer = (resource: string, request: string, ids: string[] = []): Importer => ({resource, request, ids});
const messages = (errors: Error[]) => errors.map((error) => error.message);

describe('swapCheck', () => {
  const lazyCopy = bundleModule(path.join(nprogress, 'nprogress.js'), [importer(stub, 'nprogress/nprogress.js')]);

  it('passes a swap that took: only the stand-in reaches the package, and importers use what it has', () => {
    const modules = [bundleModule(stub, [importer(themeModule, 'nprogress', ['default', 'start'])]), lazyCopy];
    expect(swapCheck(swap).modules!(modules)).toEqual([]);
  });

  it('stops the build when nothing imports the swapped module through the swap', () => {
    expect(messages(swapCheck(swap).modules!([lazyCopy]))).toEqual([expect.stringMatching(/^plugins\/site-client\/src\/index\.ts: nothing in the bundle imports "nprogress" \(node_modules\/nprogress\) any more, or it imports it by another name: .*progressBar\.ts stands in for nothing\. Update plugins\/site-client\/src\/index\.ts and .*progressBar\.ts to match, or build with DOCS_LEAN=0/)]);
  });

  it('stops the build when a module reaches the package past the stand-in', () => {
    const modules = [bundleModule(stub, [importer(themeModule, 'nprogress', ['default'])]), bundleModule(path.join(nprogress, 'nprogress.js'), [importer(themeModule, 'nprogress/nprogress.js')])];
    expect(messages(swapCheck(swap).modules!(modules))).toEqual([expect.stringContaining(`imports "nprogress" (node_modules/nprogress) past`)]);
  });

  it("stops the build when an importer uses a member of the default export the stand-in lacks", () => {
    const modules = [bundleModule(stub, [importer(themeModule, 'nprogress', ['default', 'set'])])];
    expect(messages(swapCheck(swap).modules!(modules))).toEqual([expect.stringContaining('nprogress.js uses "set" of "nprogress" (node_modules/nprogress)\'s default export')]);
  });

  it('stops the build on the bundler\'s warning that an import is not among the stand-in\'s exports', () => {
    const warnings = [
      {message: "⚠ ESModulesLinkingWarning: export 'Highlight' (imported as 'Highlight') was not found in 'nprogress' (possible exports: default)", resource: themeModule},
      {message: "export 'x' (imported as 'x') was not found in 'other'", resource: themeModule},
    ];
    expect(messages(swapCheck(swap).warnings!(warnings))).toEqual([expect.stringContaining('node_modules/@docusaurus/theme-classic/lib/nprogress.js imports "Highlight" from "nprogress"')]);
  });

  it('stops the build when the module it stands in for is gone, or exports other names', () => {
    expect(() => swapCheck({...swap, replaced: path.join(nprogress, 'gone.js')})).toThrow(FIX);
    const renderToHtml = path.join(packageDir('@docusaurus/core'), 'lib', 'client', 'renderToHtml.js');
    expect(() => swapCheck({...swap, replaced: renderToHtml, exports: ['renderToHtml']})).not.toThrow();
    expect(() => swapCheck({...swap, replaced: renderToHtml, exports: ['renderToHtml', 'renderToStream']})).toThrow(/exports renderToHtml, where .* exports renderToHtml, renderToStream/);
  });
});

describe('loaderCheck', () => {
  const file = path.join('/site', '.docusaurus', 'routes.js');
  const loader = path.join('/site', 'plugins', 'lean-client', 'src', 'routesLoader.cjs');
  const check = loaderCheck({hook: 'plugins/lean-client/src/routesLoader.cjs', file, label: '.docusaurus/routes.js', loader});

  it('stops the build when the generated file is not in the bundle, or reached it past the loader', () => {
    expect(check.modules!([bundleModule(file, [], ['builtin:swc-loader', loader])])).toEqual([]);
    expect(messages(check.modules!([]))).toEqual([expect.stringMatching(/^plugins\/lean-client\/src\/routesLoader\.cjs: the client bundle has no \.docusaurus\/routes\.js, which routesLoader\.cjs rewrites/)]);
    expect(messages(check.modules!([bundleModule(file, [], ['builtin:swc-loader'])]))).toEqual([expect.stringContaining('.docusaurus/routes.js reached the client bundle without going through routesLoader.cjs')]);
  });
});

describe('patternsCheck', () => {
  it('stops the build for each pattern that matches no module', () => {
    const check = patternsCheck({hook: 'plugins/lean-client/src/index.ts', group: 'DOC_PAGE_MODULES', patterns: {'src/theme/DocItem': /src\/theme\/DocItem/, 'src/theme/Gone': /src\/theme\/Gone/}});
    expect(messages(check.modules!([bundleModule('/site/src/theme/DocItem/index.tsx')]))).toEqual([
      expect.stringMatching(/^plugins\/lean-client\/src\/index\.ts: DOC_PAGE_MODULES's pattern "src\/theme\/Gone" matches no module of the client bundle/),
    ]);
  });
});

describe('internalImportsCheck', () => {
  it("stops the build when a module imports a name Docusaurus's internals no longer export", () => {
    const warning = (request: string) => ({message: `export 'useCodeBlockContext' (imported as 'useCodeBlockContext') was not found in '${request}'`, resource: '/site/src/theme/CodeBlock/Content/index.tsx'});
    expect(messages(internalImportsCheck().warnings!([warning('@docusaurus/theme-common/internal'), warning('@docusaurus/theme-common'), warning('react')]))).toEqual([
      expect.stringMatching(/: it imports "useCodeBlockContext" from Docusaurus's internal module "@docusaurus\/theme-common\/internal", which no longer exports it, so the page would fail in the browser\. Update .*CodeBlock\/Content\/index\.tsx to what Docusaurus has now\.$/),
    ]);
  });
});

describe('esmExports', () => {
  it('lists the names a compiled ES module exports', () => {
    expect(esmExports('export async function a() {}\nexport const b = 1;\nexport { c, d as e };\nexport default f;\nconst g = 1;')).toEqual(['a', 'b', 'c', 'default', 'e']);
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {isStaticDocPage} = require('../routesLoader.cjs') as {isStaticDocPage: (page: {compPath: string; modulePath: string}) => boolean};

// The loaders on Docusaurus's own output: pageRoutes.test.ts, scripts/__tests__/optimizationLayer.test.ts.

it("takes as HTML the docs theme's pages from .md files; an .mdx page keeps its compiled markdown", () => {
  const page = (file: string, compPath = '@theme/DocItem') => ({compPath, modulePath: `@site/docs/${file}`});
  expect(isStaticDocPage(page('api/a.md'))).toBe(true);
  expect(isStaticDocPage(page('own.mdx'))).toBe(false);
  expect(isStaticDocPage(page('other.md', '@theme/MDXPage'))).toBe(false);
});

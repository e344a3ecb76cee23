// eslint-disable-next-line @typescript-eslint/no-require-imports
const trimRegistry = require('../registryLoader.cjs') as (source: string) => string;

it('keeps each registry entry’s loader and module id, without its source path or chunk name', () => {
  const entry = `  "0a1b": [() => import(/* webpackChunkName: "0a1b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],`;
  expect(trimRegistry(entry)).toBe(`  "0a1b": [() => import("@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],`);
});

it('leaves a registry it does not recognise as it is', () => {
  const entry = `  "0a1b": [() => import("@site/docs/a.md"), require.resolveWeak("@site/docs/a.md")],`;
  expect(trimRegistry(entry)).toBe(entry);
});

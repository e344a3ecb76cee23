// eslint-disable-next-line @typescript-eslint/no-require-imports
const {trimRegistry} = require('../registryLoader.cjs') as {
  trimRegistry: (source: string, pages?: Map<string, {content: string}>) => string;
};

const entry = (key: string, file: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

it('keeps each registry entry’s loader and module id, without its source path or chunk name', () => {
  expect(trimRegistry(entry('0a1b', '@site/docs/a.md'))).toBe(`  "0a1b": [() => import("@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],`);
});

it('drops the entries of page routes’ content, which the route table registers', () => {
  const registry = ['export default {', entry('0a1b', '@site/docs/a.md'), entry('2c3d', '@theme/DocItem'), '};'].join('\n');
  const trimmed = trimRegistry(registry, new Map([['/a.html-1fa', {content: '0a1b'}]]));
  expect(trimmed).not.toContain('0a1b');
  expect(trimmed).toContain(`"2c3d": [() => import("@theme/DocItem")`);
});

it('leaves a registry it does not recognise as it is', () => {
  const other = `  "0a1b": [() => import("@site/docs/a.md"), require.resolveWeak("@site/docs/a.md")],`;
  expect(trimRegistry(other)).toBe(other);
});

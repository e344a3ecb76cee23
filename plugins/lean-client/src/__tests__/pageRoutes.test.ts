// eslint-disable-next-line @typescript-eslint/no-require-imports
const {findPageRoutes} = require('../pageRoutes.cjs') as {
  findPageRoutes: (registry: string, chunkNames: string) => Map<string, {comp: string; compPath: string; content: string; modulePath: string}>;
};

const registryEntry = (key: string, file: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
const registry = [
  'export default {',
  registryEntry('0a1b', '@site/docs/a.md'),
  registryEntry('1b2c', '@site/docs/b.md'),
  registryEntry('2c3d', '@theme/DocItem'),
  registryEntry('3d4e', '@theme/DocRoot'),
  registryEntry('4e5f', '@site/.docusaurus/sidebars.json'),
  '};',
].join('\n');

it('finds leaf routes made of a shared page component and content of their own', () => {
  const chunkNames = JSON.stringify({
    '/a.html-1fa': {__comp: '2c3d', content: '0a1b'},
    '/-d96': {__comp: '3d4e', sidebars: '4e5f'},
  });
  expect(findPageRoutes(registry, chunkNames)).toEqual(new Map([
    ['/a.html-1fa', {comp: '2c3d', compPath: '@theme/DocItem', content: '0a1b', modulePath: '@site/docs/a.md'}],
  ]));
});

it('leaves out content two routes share, routes with more chunks, and keys the registry lacks', () => {
  const chunkNames = JSON.stringify({
    '/a.html-1fa': {__comp: '2c3d', content: '0a1b'},
    '/a/-2ab': {__comp: '2c3d', content: '0a1b'},
    '/b.html-3bc': {__comp: '2c3d', content: '1b2c', __context: {plugin: '4e5f'}},
    '/c.html-4cd': {__comp: '2c3d', content: 'ffff'},
  });
  expect(findPageRoutes(registry, chunkNames).size).toBe(0);
});

it('finds none in files it does not recognise', () => {
  expect(findPageRoutes(registry.replace(/webpackChunkName/g, 'chunk'), JSON.stringify({'/a.html-1fa': {__comp: '2c3d', content: '0a1b'}})).size).toBe(0);
  expect(findPageRoutes(registry, 'not json').size).toBe(0);
});

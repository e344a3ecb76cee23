// eslint-disable-next-line @typescript-eslint/no-require-imports
const {trimChunkNames} = require('../routesChunkNamesLoader.cjs') as {
  trimChunkNames: (source: string, pages: Map<string, unknown>) => string;
};

it('drops the chunk names of page routes, which the route table registers', () => {
  const source = JSON.stringify({'/a.html-1fa': {__comp: '2c3d', content: '0a1b'}, '/-d96': {__comp: '3d4e'}}, null, 2);
  expect(JSON.parse(trimChunkNames(source, new Map([['/a.html-1fa', {}]])))).toEqual({'/-d96': {__comp: '3d4e'}});
  expect(trimChunkNames(source, new Map())).toBe(source);
});

import * as browserUtilsCommon from '../client/utilsCommon';

it('exports what @docusaurus/utils-common exports, with the same values', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const utilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;
  const names = Object.keys(utilsCommon).filter((name) => name !== '__esModule').sort();
  expect(Object.keys(browserUtilsCommon).sort()).toEqual(names);
  for (const name of names) expect(browserUtilsCommon[name as keyof typeof browserUtilsCommon]).toBe(utilsCommon[name]);
});

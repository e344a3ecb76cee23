import {execFileSync} from 'node:child_process';
import path from 'node:path';

// The comparison runs in a Node process of its own: the remark packages are ES modules, which
// these tests (CommonJS) cannot load.
describe("the worker's parsers", () => {
  it("have the syntax of Docusaurus's markdown processors and parse every page alike", () => {
    const script = path.join(__dirname, '__fixtures__', 'compareParsers.mjs');
    const siteDir = path.resolve(__dirname, '..', '..', '..', '..');
    const result = JSON.parse(execFileSync(process.execPath, [script, siteDir], {encoding: 'utf8'}));
    expect(result.sameSyntax).toEqual({md: true, mdx: true});
    expect(result.pages).toBeGreaterThan(500);
    expect(result.different).toEqual([]);
  }, 60_000);
});

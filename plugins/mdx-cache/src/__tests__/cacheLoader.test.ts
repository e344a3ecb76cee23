import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Module = {resourcePath: string; resourceQuery: string; loaders: {path: string; ident?: string}[]};
type Callback = (error: Error | null, result?: string) => void;
type Context = Module & {loaderIndex: number; data: Record<string, unknown>; getOptions: () => object; async?: () => Callback};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../cacheLoader.cjs') as ((this: Context, source: string) => string | undefined) & {pitch: (this: Context) => string | undefined};

describe('mdx-cache loader', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    fs.mkdirSync(path.join(siteDir, 'docs'));
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A');
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  /** A loader context for docs/a.md, as one of the compilers of one build would give it. */
  function context(side = 'client', rule = 'ruleSet[1].rules[8].use[0]'): Context {
    const options = {cacheDir: path.join(siteDir, 'cache'), siteDir, side};
    const loaders = [{path: path.join(siteDir, 'cacheLoader.cjs')}, {path: path.join(siteDir, 'node_modules', '@docusaurus', 'mdx-loader', 'lib', 'index.js'), ident: rule}];
    return {resourcePath: path.join(siteDir, 'docs', 'a.md'), resourceQuery: '', loaders, loaderIndex: 0, data: {}, getOptions: () => options};
  }

  /** One compilation of docs/a.md: the cache's answer, or the markdown loaders' output once stored. */
  function compile(ctx: Context, compiled: string): Promise<string> {
    const cached = loader.pitch.call(ctx);
    if (cached !== undefined) return Promise.resolve(cached);
    return new Promise((resolve, reject) => {
      const result = loader.call({...ctx, async: () => (error, output) => (error ? reject(error) : resolve(output!))}, compiled);
      if (result !== undefined) resolve(result);
    });
  }

  it('stores what the markdown loaders produced and answers with it next time', async () => {
    expect(await compile(context(), 'compiled 1')).toBe('compiled 1');
    expect(await compile(context(), 'compiled 2')).toBe('compiled 1');
  });

  it('keeps apart the compiler sides, the rules that compile the file, and its contents', async () => {
    await compile(context(), 'client');
    expect(await compile(context('server'), 'server')).toBe('server');
    expect(await compile(context('client', 'ruleSet[1].rules[9].use[0]'), 'other rule')).toBe('other rule');
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A, edited');
    expect(await compile(context(), 'edited')).toBe('edited');
  });

  it("stops the build when what it would stand in for is not Docusaurus's markdown loader", () => {
    const ctx = {...context(), loaders: [{path: path.join(siteDir, 'cacheLoader.cjs')}, {path: path.join(siteDir, 'node_modules', 'other-loader', 'index.js')}]};
    expect(() => loader.pitch.call(ctx)).toThrow(/^plugins\/mdx-cache\/src\/cacheLoader\.cjs: .*a\.md is compiled without Docusaurus's markdown loader .*or build with DOCS_LEAN=0/);
  });
});

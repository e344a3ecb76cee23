import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Module = {resourcePath: string; resourceQuery: string; loaders: {path: string; ident?: string}[]};
type Context = Module & {loaderIndex: number; data: Record<string, unknown>; getOptions: () => object};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../cacheLoader.cjs') as ((this: Context, source: string) => string) & {pitch: (this: Context) => string | undefined};

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
    const loaders = [{path: path.join(siteDir, 'cacheLoader.cjs')}, {path: path.join(siteDir, 'node_modules', 'mdx-loader.js'), ident: rule}];
    return {resourcePath: path.join(siteDir, 'docs', 'a.md'), resourceQuery: '', loaders, loaderIndex: 0, data: {}, getOptions: () => options};
  }

  /** One compilation of docs/a.md: the cache's answer, or the markdown loaders' output stored. */
  function compile(ctx: Context, compiled: string): string {
    return loader.pitch.call(ctx) ?? loader.call(ctx, compiled);
  }

  it('stores what the markdown loaders produced and answers with it next time', () => {
    expect(compile(context(), 'compiled 1')).toBe('compiled 1');
    expect(compile(context(), 'compiled 2')).toBe('compiled 1');
  });

  it('keeps apart the compiler sides, the rules that compile the file, and its contents', () => {
    compile(context(), 'client');
    expect(compile(context('server'), 'server')).toBe('server');
    expect(compile(context('client', 'ruleSet[1].rules[9].use[0]'), 'other rule')).toBe('other rule');
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A, edited');
    expect(compile(context(), 'edited')).toBe('edited');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import {takeParsed, workerFingerprints} from '../parseAhead.cjs';

const {pitch} = require('../parseAheadLoader.cjs') as {pitch: (this: object) => Promise<undefined>};

const markdownConfig = {
  format: 'detect',
  parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  preprocessor: ({fileContent}: {fileContent: string}) => fileContent.replace('::: tip', ':::tip'),
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
};
const mdxLoader = {path: path.join('/site', 'node_modules', '@docusaurus', 'mdx-loader', 'lib', 'index.js'), options: {markdownConfig, admonitions: true}};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-ahead-'));
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Runs the pitch for a page with this content, the markdown loader after it; the document that loader would parse. */
async function pitchPage(name: string, content: string): Promise<{filePath: string; doc: string}> {
  const filePath = path.join(dir, name);
  fs.writeFileSync(filePath, content);
  await pitch.call({resourcePath: filePath, loaders: [{path: 'parseAheadLoader.cjs'}, mdxLoader], loaderIndex: 0});
  // @ts-expect-error: the options the markdown loader is given, of which the preprocessor reads these
  const doc = preprocessContent({fileContent: content, filePath, markdownConfig, admonitions: true});
  return {filePath, doc};
}

describe('parseAheadLoader', () => {
  it("has the worker parse the document the markdown loader will parse, in the page's format", async () => {
    const page = await pitchPage('guide.md', '---\ntitle: 指南\n---\n\n::: tip 提示\n内容 {#id}\n:::\n');
    const parsed = takeParsed(page.filePath, page.doc);
    expect(parsed && 'fingerprint' in parsed && parsed.fingerprint).toBe(workerFingerprints()?.md);
    expect(parsed && 'tree' in parsed && parsed.tree?.children.map((node) => node.type)).toEqual(['yaml', 'containerDirective']);

    const mdx = await pitchPage('widgets.mdx', '# 组件\n\n<Compat api="uni.request" />\n');
    const parsedMdx = takeParsed(mdx.filePath, mdx.doc);
    expect(parsedMdx && 'fingerprint' in parsedMdx && parsedMdx.fingerprint).toBe(workerFingerprints()?.mdx);
    expect(workerFingerprints()?.md).not.toBe(workerFingerprints()?.mdx);
  });

  it('keeps the document without a tree for a page that does not parse: the markdown processor reports the error', async () => {
    const page = await pitchPage('broken.mdx', '# 标题\n\n<div>\n');
    expect(takeParsed(page.filePath, page.doc)).toEqual({doc: page.doc, fileContent: '# 标题\n\n<div>\n'});
  });

  it('keeps the error for a page whose document it cannot work out: the markdown loader reports it, or the parser says the two went apart', async () => {
    const filePath = path.join(dir, 'bad-front-matter.md');
    fs.writeFileSync(filePath, '---\ntitle: [\n---\n# 标题\n');
    await pitch.call({resourcePath: filePath, loaders: [{path: 'parseAheadLoader.cjs'}, mdxLoader], loaderIndex: 0});
    expect(takeParsed(filePath, '# 标题\n')).toEqual({others: [{error: expect.any(Error), fileContent: '---\ntitle: [\n---\n# 标题\n'}]});
  });

  it("stops the build when Docusaurus's markdown loader does not come after it", async () => {
    const filePath = path.join(dir, 'plain.md');
    fs.writeFileSync(filePath, '# 标题\n');
    await expect(pitch.call({resourcePath: filePath, loaders: [{path: 'parseAheadLoader.cjs'}, {path: '/site/node_modules/other-loader/index.js'}], loaderIndex: 0})).rejects.toThrow(
      `plugins/parse-ahead/src/parseAheadLoader.cjs: ${filePath} is compiled without Docusaurus's markdown loader (node_modules/@docusaurus/mdx-loader/lib/index.js) after this loader (after it: node_modules/other-loader/index.js). Update plugins/parse-ahead/src/parseAheadLoader.cjs and plugins/shared/markdownLoaderRule.ts to match, or build with DOCS_LEAN=0`,
    );
  });
});

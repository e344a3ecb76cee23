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
async function pitchPage(name: string, content: string, loaders = [mdxLoader]): Promise<{filePath: string; doc: string}> {
  const filePath = path.join(dir, name);
  fs.writeFileSync(filePath, content);
  await pitch.call({resourcePath: filePath, loaders});
  // @ts-expect-error: the options the markdown loader is given, of which the preprocessor reads these
  const doc = preprocessContent({fileContent: content, filePath, markdownConfig, admonitions: true});
  return {filePath, doc};
}

describe('parseAheadLoader', () => {
  it("has the worker parse the document the markdown loader will parse, in the page's format", async () => {
    const page = await pitchPage('guide.md', '---\ntitle: 指南\n---\n\n::: tip 提示\n内容 {#id}\n:::\n');
    const parsed = takeParsed(page.filePath, page.doc);
    expect(parsed?.fingerprint).toBe(workerFingerprints()?.md);
    expect(parsed?.tree.children.map((node) => node.type)).toEqual(['yaml', 'containerDirective']);

    const mdx = await pitchPage('widgets.mdx', '# 组件\n\n<Compat api="uni.request" />\n');
    expect(takeParsed(mdx.filePath, mdx.doc)?.fingerprint).toBe(workerFingerprints()?.mdx);
    expect(workerFingerprints()?.md).not.toBe(workerFingerprints()?.mdx);
  });

  it('keeps nothing for a page that does not parse: the markdown loader reports the error', async () => {
    const page = await pitchPage('broken.mdx', '# 标题\n\n<div>\n');
    expect(takeParsed(page.filePath, page.doc)).toBeUndefined();
  });

  it('does nothing for a module no markdown loader compiles', async () => {
    const page = await pitchPage('plain.md', '# 标题\n', []);
    expect(takeParsed(page.filePath, page.doc)).toBeUndefined();
  });
});

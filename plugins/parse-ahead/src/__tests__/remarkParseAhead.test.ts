import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {keepParsed, syntaxFingerprint} from '../parseAhead.cjs';
import remarkParseAhead from '../remarkParseAhead';

type File = {path: string};

const PAGE = '/site/docs/api/request.md';
const parsedTree: Root = {type: 'root', children: []};

/** A processor with one syntax extension, its own parse, and remarkParseAhead applied, as unified applies plugins. */
function processorWith(tokens: string[]) {
  const data: Record<string, unknown> = {micromarkExtensions: [{}], fromMarkdownExtensions: [{enter: Object.fromEntries(tokens.map((token) => [token, () => {}]))}]};
  const parse = jest.fn((): Root => ({type: 'root', children: [{type: 'thematicBreak'}]}));
  const processor: {parser?: (document: string, file: File) => Root; data(key: string): unknown} = {parser: parse, data: (key) => data[key]};
  remarkParseAhead.call(processor);
  const parser = (filePath: string) => (document: string) => processor.parser!(document, {path: filePath});
  return {parse, parser, run: parser(PAGE), fingerprint: syntaxFingerprint(processor)};
}

describe('remarkParseAhead', () => {
  // What the loader left is kept across the build; each test starts with none.
  beforeEach(() => (globalThis as Record<symbol, {parsed: Map<string, unknown>} | undefined>)[Symbol.for('uni-app-docs.parse-ahead')]?.parsed.clear());

  it('takes the tree parsed for this very document, once', () => {
    const processor = processorWith(['directive']);
    keepParsed(PAGE, {doc: '# 标题', tree: parsedTree, fingerprint: processor.fingerprint});
    expect(processor.run('# 标题')).toBe(parsedTree);
    expect(processor.parse).not.toHaveBeenCalled();
    expect(processor.run('# 标题')).not.toBe(parsedTree);
    expect(processor.parse).toHaveBeenCalledTimes(1);
  });

  it('parses a page itself when the loader left nothing for it', () => {
    const processor = processorWith(['directive']);
    expect(processor.run('# 标题')).not.toBe(parsedTree);
    expect(processor.parse).toHaveBeenCalledTimes(1);
  });

  // The loader imitates how Docusaurus's markdown loader works out a page's document: when the two
  // part, Docusaurus changed, and the build stops rather than lose the saving unnoticed.
  it.each([
    ['worked out another document', {doc: '# 标题'}, 'the document worked out for the page differs from the one'],
    ['failed to work the document out', {error: new TypeError('getFormat is not a function')}, "working out the page's document failed (TypeError: getFormat is not a function)"],
  ])('stops the build when the loader %s', (_, entry, message) => {
    const processor = processorWith(['directive']);
    keepParsed(PAGE, entry);
    expect(() => processor.run('# 另一个标题')).toThrow(`plugins/parse-ahead/src/parseAheadLoader.cjs: ${PAGE}: ${message}`);
  });

  // `npm run build` while a writer edits: the page's file changed after the loader read it.
  it('parses a page itself when its file was saved after the loader read it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-ahead-'));
    const page = path.join(folder, 'request.md');
    fs.writeFileSync(page, '# 新标题');
    const processor = processorWith(['directive']);
    keepParsed(page, {doc: '# 旧标题', fileContent: '# 旧标题', tree: parsedTree, fingerprint: processor.fingerprint});
    expect(processor.parser(page)('# 新标题')).not.toBe(parsedTree);
    expect(processor.parse).toHaveBeenCalledTimes(1);
    // The same text read twice and worked out otherwise is the loader's fault, as above.
    keepParsed(page, {doc: '# 旧标题', fileContent: '# 新标题', tree: parsedTree, fingerprint: processor.fingerprint});
    expect(() => processor.parser(page)('# 新标题')).toThrow('the document worked out for the page differs from the one');
    fs.rmSync(folder, {recursive: true});
  });

  it('stops the build when the worker could not parse a document the processor parses', () => {
    const processor = processorWith(['directive']);
    keepParsed(PAGE, {doc: '# 标题'});
    expect(() => processor.run('# 标题')).toThrow('the parse worker could not parse the page, which the markdown processor parses');
  });

  it('stops the build when the loader parsed the page in the other format', () => {
    const md = processorWith(['directive']);
    const mdx = processorWith(['directive', 'mdxJsxFlowElement']);
    keepParsed(PAGE, {doc: '# 标题', tree: parsedTree, fingerprint: mdx.fingerprint});
    (globalThis as Record<symbol, {fingerprints: unknown}>)[Symbol.for('uni-app-docs.parse-ahead')]!.fingerprints = {md: md.fingerprint, mdx: mdx.fingerprint};
    expect(() => md.run('# 标题')).toThrow('the loader parsed the page in the other format (md or mdx) than');
  });

  it('stops the build when the processor has syntax the worker lacks', () => {
    const processor = processorWith(['directive', 'math']);
    keepParsed(PAGE, {doc: '$x$', tree: parsedTree, fingerprint: processorWith(['directive']).fingerprint});
    expect(() => processor.run('$x$')).toThrow(`${PAGE}: the markdown processor parses syntax that plugins/parse-ahead/src/syntax.mjs lacks`);
  });
});

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
  return {parse, run: (document: string) => processor.parser!(document, {path: PAGE}), fingerprint: syntaxFingerprint(processor)};
}

describe('remarkParseAhead', () => {
  it('takes the tree parsed for this very document, once', () => {
    const processor = processorWith(['directive']);
    keepParsed(PAGE, {doc: '# 标题', tree: parsedTree, fingerprint: processor.fingerprint});
    expect(processor.run('# 标题')).toBe(parsedTree);
    expect(processor.parse).not.toHaveBeenCalled();
    expect(processor.run('# 标题')).not.toBe(parsedTree);
    expect(processor.parse).toHaveBeenCalledTimes(1);
  });

  it('parses a document itself when it is not the one parsed ahead', () => {
    const processor = processorWith(['directive']);
    keepParsed(PAGE, {doc: '# 标题', tree: parsedTree, fingerprint: processor.fingerprint});
    expect(processor.run('# 另一个标题')).not.toBe(parsedTree);
    expect(processor.parse).toHaveBeenCalledTimes(1);
  });

  it('stops the build when the processor has syntax the worker lacks', () => {
    const processor = processorWith(['directive', 'math']);
    keepParsed(PAGE, {doc: '$x$', tree: parsedTree, fingerprint: processorWith(['directive']).fingerprint});
    expect(() => processor.run('$x$')).toThrow(`${PAGE}: the markdown processor parses syntax that plugins/parse-ahead/src/syntax.mjs lacks`);
  });
});

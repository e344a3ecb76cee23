import type {Root} from 'mdast';
import remarkMdxErrors from '../remarkMdxErrors';

type File = {path: string};

/** A processor whose parser throws `error`, with remarkMdxErrors applied, as unified applies plugins. */
function parseWith(error: Error, filePath = '/site/docs/tutorial/widgets.mdx'): () => Root {
  const processor: {parser?: (document: string, file: File) => Root} = {
    parser: () => {
      throw error;
    },
  };
  remarkMdxErrors.call(processor, {siteDir: '/site'});
  return () => processor.parser!('', {path: filePath});
}

/** The parser's error for a problem at `line`, as a vfile message carries it. */
function parseMessage(reason: string, line?: number): Error {
  return Object.assign(new Error(reason), {reason, line});
}

describe('remarkMdxErrors', () => {
  it('leaves the parsed tree as it is', () => {
    const tree: Root = {type: 'root', children: []};
    const processor = {parser: () => tree};
    remarkMdxErrors.call(processor, {siteDir: '/site'});
    expect(processor.parser()).toBe(tree);
  });

  it('names the site-relative file and line of a syntax error, with what to do', () => {
    expect(parseWith(parseMessage('Could not parse expression with acorn', 12))).toThrowErrorMatchingInlineSnapshot(
      `"docs/tutorial/widgets.mdx:12: Could not parse expression with acorn. In an .mdx page every tag must be closed (<br />, <div>…</div>) and { or < in text starts code: close the tag, write \\{ or \\< for the character itself, or rename the page to .md if it uses no components."`,
    );
  });

  it('takes the line of an unclosed tag from its reason, which says where the tag opens', () => {
    expect(parseWith(parseMessage('Expected a closing tag for `<div>` (7:1-7:23)'))).toThrow(/^docs\/tutorial\/widgets\.mdx:7: Expected a closing tag for `<div>` \(7:1-7:23\)\. In an \.mdx page/);
  });

  it('passes on errors that are not syntax errors', () => {
    const error = new Error('out of memory');
    expect(parseWith(error)).toThrow(error);
  });
});

import {highlightedLines} from '../highlightedLines';

describe('highlightedLines', () => {
  const source = 'a\n// highlight-next-line\nb\nc\n';
  const html = 'A\nCOMMENT\nB\nC';

  it('returns the lines as they are when every source line is shown', () => {
    expect(highlightedLines('a\nb', {source: 'a\nb\n', html: 'A\nB'})).toEqual(['A', 'B']);
  });

  it('skips the source lines Docusaurus drops (magic comments)', () => {
    expect(highlightedLines('a\nb\nc', {source, html})).toEqual(['A', 'B', 'C']);
  });

  it('gives up (plain text) when there is nothing to match or the lines do not match', () => {
    expect(highlightedLines('a', undefined)).toBeUndefined();
    expect(highlightedLines('x\ny', {source, html})).toBeUndefined();
    expect(highlightedLines('a', {source: 'a\nb', html: 'A'})).toBeUndefined();
  });
});

import {createContext, useContext} from 'react';

/** A code block's source as written and its lines highlighted at build time (`remarkHighlightCode`). */
export type HighlightedCode = {source: string; html: string};

export const HighlightedCodeContext = createContext<HighlightedCode | undefined>(undefined);

export function useHighlightedCode(): HighlightedCode | undefined {
  return useContext(HighlightedCodeContext);
}

/**
 * The highlighted HTML of each line the reader sees. Docusaurus drops the lines of magic comments
 * (`// highlight-next-line`) from the code it shows, so each shown line is matched, in order, to
 * the source line it came from. Undefined when there is nothing to match (code from a component
 * rather than a fence): the lines then show as plain text.
 */
export function highlightedLines(shownCode: string, highlighted: HighlightedCode | undefined): string[] | undefined {
  if (!highlighted) return undefined;
  const sourceLines = highlighted.source.replace(/\r?\n$/, '').split('\n');
  const htmlLines = highlighted.html.split('\n');
  if (htmlLines.length !== sourceLines.length) return undefined;
  const shownLines = shownCode.split('\n');
  if (shownLines.length === sourceLines.length) return htmlLines;
  const result: string[] = [];
  let next = 0;
  for (const line of shownLines) {
    while (next < sourceLines.length && sourceLines[next] !== line) next += 1;
    if (next === sourceLines.length) return undefined;
    result.push(htmlLines[next]!);
    next += 1;
  }
  return result;
}

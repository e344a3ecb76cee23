import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {fileError} from './fileError';

export type RemarkCodeFencesOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
};

/**
 * A fenced code block that is never closed runs to the end of the page in CommonMark, silently
 * swallowing every heading and paragraph after it: the build stops instead, naming where it opens.
 */
export default function remarkCodeFences({siteDir}: RemarkCodeFencesOptions) {
  return (tree: Root, file: {path: string; value?: unknown}): void => {
    if (typeof file.value !== 'string') return;
    const source = file.value;
    visit(tree, 'code', (node: Code) => {
      const {start, end} = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const text = source.slice(start.offset, end.offset);
      const fence = /^[ \t]*(`{3,}|~{3,})/.exec(text)?.[1];
      if (!fence) return;
      // Inside a blockquote each line starts with '>'.
      const lastLine = text.slice(text.lastIndexOf('\n') + 1).replace(/^[>\s]*/, '').trim();
      const closed = text.includes('\n') && lastLine.startsWith(fence[0]!.repeat(fence.length)) && /^(`+|~+)$/.test(lastLine);
      if (!closed) throw fileError(file, node, siteDir, `this code block (${fence}) is never closed: add a line with ${fence} where the code ends.`);
    });
  };
}

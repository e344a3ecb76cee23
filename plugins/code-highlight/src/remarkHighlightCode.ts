import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {PrismTheme} from 'prism-react-renderer';
import {highlightLines} from './highlightCode';
import {styledTokenTypes} from './tokenCss';

export type RemarkHighlightCodeOptions = {
  /** The themes that colour the code (`themeConfig.prism`: light, dark). */
  themes: PrismTheme[];
};

/** The prop that carries a code block's highlighted lines to `src/theme/CodeBlock`: HTML, one line per `\n`. */
export const HIGHLIGHTED_PROP = 'highlighted';

/**
 * Highlights every fenced code block at build time: its lines go to the page as HTML in the
 * `highlighted` prop, so the browser ships and runs no highlighter. Mermaid diagrams are drawn
 * by plugins/diagrams (or, without a browser at build, by the mermaid theme).
 */
export default function remarkHighlightCode({themes}: RemarkHighlightCodeOptions) {
  const styled = styledTokenTypes(...themes);
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid') return;
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, [HIGHLIGHTED_PROP]: highlightLines(node.value, node.lang ?? undefined, styled).join('\n')};
    });
  };
}

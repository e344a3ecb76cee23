import type {Html, Nodes, Paragraph, Root, Text} from 'mdast';
import {replaceNodes} from './mdast';

/**
 * HTML elements pages may use as HTML. Any other tag-like text, such as the types in
 * `Array<Object>` or `Promise<T>`, is shown as written instead of becoming an element.
 */
export const HTML_TAGS = new Set(
  ('a abbr audio b blockquote br caption center code col colgroup dd del details div dl dt em figcaption ' +
    'figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre s section small source span ' +
    'strong sub summary sup table tbody td tfoot th thead tr u ul video').split(' '),
);

/** The element name an HTML snippet starts with; null for comments and declarations. */
export function leadingTagName(html: string): string | null {
  return /^<\/?([a-zA-Z][\w-]*)/.exec(html.trimStart())?.[1] ?? null;
}

/** Whether a raw HTML snippet is in fact text that only looks like a tag. */
export function isLiteralTag(html: string): boolean {
  const name = leadingTagName(html);
  return name !== null && !HTML_TAGS.has(name);
}

const isHtml = (node: Nodes): node is Html => node.type === 'html';

/** In `.md` pages, turns raw HTML that is not an allowed element into text (run after the widgets). */
export default function remarkLiteralTags() {
  return (tree: Root): void => {
    replaceNodes(tree, isHtml, (node, parent) => {
      if (!isLiteralTag(node.value)) return undefined;
      const text: Text = {type: 'text', value: node.value, position: node.position};
      if (parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem') {
        const paragraph: Paragraph = {type: 'paragraph', children: [text], position: node.position};
        return [paragraph];
      }
      return [text];
    });
  };
}

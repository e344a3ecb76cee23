import type {Code, Nodes, Paragraph, Root, RootContent, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {addImports, jsxElement, replaceNodes} from './mdast';
import {fileError} from './fileError';
import {CODE_GROUP_ID} from './codeGroupId';

const isContainer = (node: Nodes): node is ContainerDirective => node.type === 'containerDirective';

/** The `[label]` of a code fence (VitePress style), else its title, else its language. */
export function codeTabLabel(code: Code): string {
  const meta = code.meta ?? '';
  return /\[([^\]]+)\]/.exec(meta)?.[1] ?? /title=(["'])(.*?)\1/.exec(meta)?.[2] ?? code.lang ?? 'code';
}

function splitLabel(children: RootContent[]): {label?: Paragraph; content: RootContent[]} {
  const [first, ...rest] = children;
  const isLabel = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  return isLabel ? {label: first as Paragraph, content: rest} : {content: children};
}

/**
 * `:::details[标题]` becomes a collapsed <details> (Docusaurus's Details component), and
 * `:::code-group` with fenced blocks becomes tabs; both written in plain markdown.
 */
export type RemarkContainersOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
};

/**
 * A container's closing `:::` with text glued to it (`:::图片资源…`) is no fence: the container
 * stays open and swallows the rest of the page, so the build stops at that line.
 */
function rejectGluedClosings(tree: Root, file: {path: string}, siteDir: string): void {
  visit(tree, 'text', (text: Text) => {
    const at = text.value.split('\n').findIndex((line) => /^:::[^\s:]/.test(line));
    if (at === -1) return;
    const line = text.position ? text.position.start.line + at : undefined;
    throw fileError(file, line, siteDir, "text is glued to a container's closing :::; put the ::: on a line of its own and the text after a blank line.");
  });
}

export default function remarkContainers({siteDir}: RemarkContainersOptions) {
  return (tree: Root, file: {path: string}): void => {
    rejectGluedClosings(tree, file, siteDir);
    const imports = new Map<string, string>();
    replaceNodes(tree, isContainer, (node) => {
      if (node.name === 'details') {
        const {label, content} = splitLabel(node.children);
        const summary: MdxJsxFlowElement[] = label ? [jsxElement('summary', {}, label.children as MdxJsxFlowElement['children'])] : [];
        return [jsxElement('details', {}, [...summary, ...(content as MdxJsxFlowElement['children'])])];
      }
      if (node.name === 'code-group') {
        const codes = splitLabel(node.children).content;
        const strays = codes.filter((child) => child.type !== 'code');
        if (strays.length > 0) throw fileError(file, strays[0], siteDir, 'only fenced code blocks go inside ::: code-group; close the group with ::: before other content.');
        const labels = (codes as Code[]).map(codeTabLabel);
        const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
        if (repeated) throw fileError(file, node, siteDir, `two tabs of this ::: code-group are both labelled "${repeated}"; name each with [label] after the language, e.g. \`\`\`js [vue3]`);
        imports.set('Tabs', '@theme/Tabs').set('TabItem', '@theme/TabItem');
        const items = (codes as Code[]).map((code, index) => {
          code.meta = code.meta?.replace(/\s*\[[^\]]+\]\s*/, ' ').trim() || null;
          return jsxElement('TabItem', {value: labels[index], label: labels[index]}, [code]);
        });
        return [jsxElement('Tabs', {groupId: CODE_GROUP_ID}, items)];
      }
      return undefined;
    });
    if (imports.size > 0) addImports(tree, imports);
  };
}

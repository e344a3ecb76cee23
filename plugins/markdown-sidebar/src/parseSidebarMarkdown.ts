import {isExternalUrl} from '../../shared/isExternalUrl';

/** One entry of a `_sidebar.md` list. */
export type SidebarNode = {
  /** Depth in the list, 1 for top-level entries. */
  level: number;
  title: string;
  /** The link as written (`page.md`, `page.md#anchor`, `https://…`); absent for a plain group. */
  path?: string;
  /** Entries indented under this one: this entry is a group. */
  children?: SidebarNode[];
  /** Whether a group can be folded; `<!-- expanded -->` keeps it always open. */
  collapsable: boolean;
  /** Line of `_sidebar.md` the entry is on, for error messages. */
  line: number;
};

/** Markers a writer may put at the end of an entry, as an HTML comment. */
export const MARKERS = ['expanded'] as const;

const LIST_ITEM = /^( *)[*+-]\s+(.*?)\s*$/;
const MARKER = /\s*<!--\s*(.*?)\s*-->$/;
const LINK = /^\[([^\]]+)\]\(\s*([^)\s]+)\s*\)$/;
const COMMENT_LINE = /^\s*<!--.*-->\s*$/;

export class SidebarSyntaxError extends Error {}

/** Parses a `_sidebar.md` nested list into entries; `file` names it in errors (`file:line: …`). */
export function parseSidebarMarkdown(text: string, file: string): SidebarNode[] {
  const roots: SidebarNode[] = [];
  const open: {indent: number; node: SidebarNode}[] = [];
  const fail = (line: number, message: string): never => {
    throw new SidebarSyntaxError(`${file}:${line}: ${message}`);
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || COMMENT_LINE.test(raw)) return;
    if (/^ *\t/.test(raw)) fail(line, 'indent with spaces, not tabs (two spaces per level).');
    const item = LIST_ITEM.exec(raw);
    if (!item) {
      fail(line, `cannot read "${raw.trim()}". Each line is a list item: "* [标题](page.md)" for a page, "* 分组标题" for a group, indented two spaces per level.`);
    }
    const indent = item![1]!.length;
    let content = item![2]!;
    let collapsable = true;
    const marker = MARKER.exec(content);
    if (marker) {
      if (!(MARKERS as readonly string[]).includes(marker[1]!)) {
        fail(line, `unknown marker "<!-- ${marker[1]} -->". Known markers: ${MARKERS.map((m) => `<!-- ${m} -->`).join(', ')}.`);
      }
      collapsable = false;
      content = content.slice(0, marker.index);
    }
    const link = LINK.exec(content);
    if (!link && /[[\]()]/.test(content)) {
      fail(line, `"${content}" is not a link: write it as [标题](page.md), with no space between ] and (.`);
    }
    if (content === '') fail(line, 'the entry has no title.');

    while (open.length > 0 && open[open.length - 1]!.indent >= indent) open.pop();
    const parent = open[open.length - 1]?.node;
    const node: SidebarNode = {
      level: parent ? parent.level + 1 : 1,
      title: link ? link[1]!.trim() : content,
      ...(link && {path: link[2]!}),
      collapsable,
      line,
    };
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
    open.push({indent, node});
  });

  checkGroups(roots, fail);
  return roots;
}

function checkGroups(nodes: SidebarNode[], fail: (line: number, message: string) => never): void {
  for (const node of nodes) {
    if (!node.path && !node.children) {
      fail(node.line, `group "${node.title}" has no entries: indent pages under it, or make it a link "* [${node.title}](page.md)".`);
    }
    if (node.path && node.children && isExternalUrl(node.path)) {
      fail(node.line, `"${node.title}" links to another site and cannot hold entries: make it a plain group "* ${node.title}".`);
    }
    if (node.children) checkGroups(node.children, fail);
  }
}

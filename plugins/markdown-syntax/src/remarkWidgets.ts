import type {Html, Nodes, Parent, Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {addImports, jsxElement, replaceNodes} from './mdast';
import {fileError} from './fileError';
import {parseWidgetTag, type WidgetTag} from './parseWidgetTag';
import type {CompatData} from './compatData';

export type RemarkWidgetsOptions = {
  siteDir: string;
  /** Checked compatibility data, by API or component name. */
  compat: CompatData;
};

type WidgetSpec = {
  source: string;
  /** Attributes the widget takes; `true` marks a required one. */
  attributes: Record<string, boolean>;
  /** Whether it wraps markdown between an opening and a closing tag. */
  block: boolean;
};

/** The widgets writers place in markdown; each is imported only by the pages that use it. */
export const WIDGETS: Record<string, WidgetSpec> = {
  Compat: {source: '@site/src/components/Compat', attributes: {api: true}, block: false},
  Banner: {source: '@site/src/components/Banner', attributes: {interval: false}, block: true},
};
const PARAM_TABLE = {name: 'ParamTable', source: '@site/src/components/ParamTable'};
/** The notice at the top of a page with compatibility tables: what does not work on the reader's platforms. */
const COMPAT_ALERT = {name: 'CompatAlert', source: '@site/src/components/CompatAlert'};

/** Every component this plugin puts into pages (plugins/lean-client's markdownElements.ts imports each for its styles). */
export const PLACED_COMPONENTS = [...Object.values(WIDGETS).map(({source}) => source), PARAM_TABLE.source, COMPAT_ALERT.source];

/** A name cell starting with `&emsp;` (U+2003) marks a child row, one per level. */
export const CHILD_ROW = /^\u2003/;

type File = {path: string};

function checkAttributes(tag: WidgetTag, spec: WidgetSpec, fail: (message: string) => never): void {
  const allowed = Object.keys(spec.attributes);
  const unknown = Object.keys(tag.attributes).find((key) => !allowed.includes(key));
  if (unknown) fail(`<${tag.name}> has no attribute "${unknown}"${allowed.length ? ` (it takes: ${allowed.join(', ')})` : ''}.`);
  const missing = allowed.find((key) => spec.attributes[key] && !(key in tag.attributes));
  if (missing) fail(`<${tag.name}> needs ${missing}="…".`);
}

function widgetProps(tag: WidgetTag, options: RemarkWidgetsOptions, fail: (message: string) => never): Record<string, unknown> {
  if (tag.name !== 'Compat') return tag.attributes;
  const api = tag.attributes.api!;
  const support = options.compat.get(api);
  if (!support) {
    fail(`<Compat api="${api}" />: no entry "${api}" in data/compat/*.json. Add one there, or check the name (entries are named like "uni.request" or "button").`);
  }
  return {api, support};
}

/** The widget tag a node stands for: raw HTML in `.md` pages, a JSX element in `.mdx` pages. */
function widgetTagOf(node: RootContent): WidgetTag | null {
  if (node.type === 'html') {
    const tag = parseWidgetTag(node.value);
    return tag && tag.name in WIDGETS ? tag : null;
  }
  if (node.type === 'mdxJsxFlowElement' && node.name && node.name in WIDGETS && !node.data?.['siteWidget' as never]) {
    const attributes = Object.fromEntries(
      node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? [[attribute.name, attribute.value]] : [])),
    );
    return {name: node.name, attributes, kind: 'self-closing'};
  }
  return null;
}

function markBuilt(element: MdxJsxFlowElement): MdxJsxFlowElement {
  element.data = {...element.data, ['siteWidget' as never]: true};
  return element;
}

type CompatUse = {api: string; support: unknown};

function buildWidgets(parent: Parent, file: File, options: RemarkWidgetsOptions, imports: Map<string, string>, compats: CompatUse[]): void {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    const tag = widgetTagOf(node);
    if (!tag) {
      if ('children' in node) buildWidgets(node as Parent, file, options, imports, compats);
      continue;
    }
    const fail = (message: string): never => {
      throw fileError(file, node, options.siteDir, message);
    };
    const spec = WIDGETS[tag.name]!;
    if (tag.kind === 'close') fail(`</${tag.name}> closes nothing: it has no <${tag.name}> above it.`);
    checkAttributes(tag, spec, fail);
    let inner: RootContent[] = node.type === 'mdxJsxFlowElement' ? (node.children as RootContent[]) : [];
    let end = index;
    if (spec.block && node.type === 'html') {
      if (tag.kind === 'self-closing') fail(`<${tag.name}> wraps content: write <${tag.name}>, the content, then </${tag.name}> on its own line.`);
      end = children.findIndex((child, at) => at > index && child.type === 'html' && parseWidgetTag((child as Html).value)?.kind === 'close' && parseWidgetTag((child as Html).value)?.name === tag.name);
      if (end === -1) fail(`<${tag.name}> is never closed: add </${tag.name}> on its own line, after a blank line.`);
      inner = children.slice(index + 1, end);
    } else if (!spec.block && tag.kind === 'open' && node.type === 'html') {
      fail(`<${tag.name}> takes no content: write it as <${tag.name} … />.`);
    }
    imports.set(tag.name, spec.source);
    const props = widgetProps(tag, options, fail);
    if (tag.name === 'Compat' && !compats.some(({api}) => api === props.api)) compats.push(props as CompatUse);
    const element = markBuilt(jsxElement(tag.name, props, inner as MdxJsxFlowElement['children']));
    element.position = node.position;
    children.splice(index, end - index + 1, element);
  }
}

const isTable = (node: Nodes): node is Table => node.type === 'table';

function firstCellText(row: Table['children'][number]): string {
  const cell = row.children[0];
  const first = cell?.children[0];
  return first && first.type === 'text' ? first.value : '';
}

/**
 * Places the reading widgets: `<Compat api="…" />` with its data, `<Banner>…</Banner>` around
 * slides, and `ParamTable` around any table whose rows are nested with `&emsp;`.
 */
export default function remarkWidgets(options: RemarkWidgetsOptions) {
  return (tree: Root, file: File): void => {
    const imports = new Map<string, string>();
    const compats: CompatUse[] = [];
    buildWidgets(tree, file, options, imports, compats);
    if (compats.length > 0) {
      // Under the page's title when the page starts with one, else first.
      const first = tree.children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml');
      const afterTitle = first !== -1 && tree.children[first]!.type === 'heading' && (tree.children[first] as {depth: number}).depth === 1;
      tree.children.splice(afterTitle ? first + 1 : Math.max(first, 0), 0, markBuilt(jsxElement(COMPAT_ALERT.name, {entries: compats})) as RootContent);
      imports.set(COMPAT_ALERT.name, COMPAT_ALERT.source);
    }
    replaceNodes(tree, isTable, (table, parent) => {
      if ((parent as MdxJsxFlowElement).name === PARAM_TABLE.name) return undefined;
      if (!table.children.slice(1).some((row) => CHILD_ROW.test(firstCellText(row)))) return undefined;
      imports.set(PARAM_TABLE.name, PARAM_TABLE.source);
      return [jsxElement(PARAM_TABLE.name, {}, [table as unknown as MdxJsxFlowElement['children'][number]])];
    });
    if (imports.size > 0) addImports(tree, imports);
  };
}

import type {Nodes, Parent, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Expression, Program} from 'estree';

/**
 * Calls `visitor` on every node that passes `test`, children before their parents (so a container
 * sees its content already transformed); it may return nodes to replace the node with.
 */
export function replaceNodes<T extends Nodes>(
  tree: Nodes,
  test: (node: Nodes) => node is T,
  visitor: (node: T, parent: Parent) => RootContent[] | undefined,
): void {
  const found: [T, Parent][] = [];
  visit(tree, (node, _index, parent) => {
    if (parent && test(node)) found.push([node, parent]);
  });
  // Reversed pre-order puts every node after its descendants and siblings, so splicing stays valid.
  for (const [node, parent] of found.reverse()) {
    const replacement = visitor(node, parent);
    if (replacement) parent.children.splice(parent.children.indexOf(node as RootContent), 1, ...replacement);
  }
}

/** A JSON value as an estree expression, so that it can be a JSX attribute's value. */
export function jsonToEstree(value: unknown): Expression {
  if (value === null || typeof value !== 'object') {
    return {type: 'Literal', value: value as string | number | boolean | null, raw: JSON.stringify(value)};
  }
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(jsonToEstree)};
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value).map(([key, item]) => ({
      type: 'Property',
      key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
      value: jsonToEstree(item),
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}

/** A JSX attribute: text as is, anything else as a JSON expression. */
export function jsxAttribute(name: string, value: unknown): MdxJsxAttribute {
  if (typeof value === 'string') return {type: 'mdxJsxAttribute', name, value};
  const program: Program = {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: jsonToEstree(value)}]};
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree: program}}};
}

export function jsxElement(name: string, attributes: Record<string, unknown>, children: MdxJsxFlowElement['children'] = []): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => jsxAttribute(key, value)),
    children,
  };
}

/** `import name from 'source'`, which puts the component in the chunk of the pages that use it. */
export function esmImport(name: string, source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(source)};`, data: {estree: program}};
}

/** `export {default as name} from 'source'`: the module hands on another's default export. */
export function esmExportDefaultFrom(name: string, source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        specifiers: [{type: 'ExportSpecifier', local: {type: 'Identifier', name: 'default'}, exported: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `export {default as ${name}} from ${JSON.stringify(source)};`, data: {estree: program}};
}

/** Adds the imports a page needs at its top, once each. */
export function addImports(tree: Parent, imports: ReadonlyMap<string, string>): void {
  tree.children.unshift(...[...imports].map(([name, source]) => esmImport(name, source)));
}

import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkDiagrams, {DIAGRAM_CLASS} from '../remarkDiagrams';
import type {Drawing} from '../drawDiagrams';
import {findDiagrams} from '../findDiagrams';

const file = {path: '/site/docs/guide/flow.md'};
const at = (line: number) => ({start: {line, column: 1}, end: {line, column: 2}});
const diagram = (value: string, line = 5): Code => ({type: 'code', lang: 'mermaid', value, position: at(line)});
const drawing = (source: string): Drawing => ({
  light: `<svg id="m"><style>#m{fill:#333}</style><g>${source}</g></svg>`,
  dark: `<svg id="m"><style>#m{fill:#ccc}</style><g>${source}</g></svg>`,
});

async function run(children: Root['children'], draw: (source: string) => Promise<Drawing | null>): Promise<Root> {
  const tree: Root = {type: 'root', children};
  await remarkDiagrams({siteDir: '/site', draw})(tree, file);
  return tree;
}

function props(node: MdxJsxFlowElement): Record<string, unknown> {
  return Object.fromEntries(
    node.attributes.map((attribute) => {
      const {name, value} = attribute as MdxJsxAttribute;
      return [name, typeof value === 'string' ? value : JSON.parse((value as MdxJsxAttributeValueExpression).value)];
    }),
  );
}

describe('remarkDiagrams', () => {
  it('puts the drawing of a diagram in its place', async () => {
    const tree = await run([diagram('flowchart LR\n  A --> B')], async (source) => drawing(source));
    const node = tree.children[0] as MdxJsxFlowElement;
    expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    expect(props(node)).toEqual({
      className: DIAGRAM_CLASS,
      dangerouslySetInnerHTML: {__html: '<svg id="m"><style>#m{fill:#333}[data-theme=\'dark\'] #m{fill:#ccc}</style><g>flowchart LR\n  A --> B</g></svg>'},
    });
  });

  it('leaves other code blocks alone', async () => {
    const code: Code = {type: 'code', lang: 'js', value: 'let a'};
    const draw = jest.fn(async (source: string) => drawing(source));
    const tree = await run([code], draw);
    expect(tree.children).toEqual([code]);
    expect(draw).not.toHaveBeenCalled();
  });

  it('leaves a diagram to the browser when there is nothing to draw with', async () => {
    const block = diagram('flowchart LR\n  A --> B');
    const tree = await run([{type: 'blockquote', children: [block]}], async () => null);
    expect(tree.children[0]).toEqual({type: 'blockquote', children: [block]});
  });

  it('leaves to the browser, undrawn, the diagrams it is told to', async () => {
    const [browser, built] = [diagram('%% fixture\nflowchart LR\n  A --> B'), diagram('flowchart LR\n  C --> D')];
    const draw = jest.fn(async (source: string) => drawing(source));
    const tree: Root = {type: 'root', children: [browser, built]};
    await remarkDiagrams({siteDir: '/site', draw, inBrowser: (source) => source.startsWith('%% fixture')})(tree, file);
    expect(tree.children[0]).toBe(browser);
    expect(tree.children[1]).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    expect(draw.mock.calls).toEqual([['flowchart LR\n  C --> D']]);
  });

  it('names page and line of a diagram mermaid cannot read', async () => {
    const draw = async () => {
      throw new Error('Parse error on line 2:\n...A -->\n-----^\nExpecting NODE');
    };
    await expect(run([diagram('flowchart LR\n  A -->', 14)], draw)).rejects.toThrow(
      'docs/guide/flow.md:14: this mermaid diagram cannot be drawn: Parse error on line 2: ...A --> -----^. Check its syntax against https://mermaid.js.org/intro/syntax-reference.html.',
    );
  });
});


describe('findDiagrams', () => {
  it('reads each mermaid fence as remark gives its value', () => {
    const markdown = 'text\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```js\nlet a\n```\n\n~~~~mermaid \r\nsequenceDiagram\r\n  A->>B: hi\r\n~~~~\n';
    expect(findDiagrams(markdown)).toEqual(['flowchart LR\n  A --> B', 'sequenceDiagram\n  A->>B: hi']);
  });
});

import type {Root, Table} from 'mdast';
import type {MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkWidgets from '../remarkWidgets';
import type {CompatEntry} from '../platforms';

const PLATFORMS = ['app', 'app-harmony', 'web', 'mp-weixin', 'mp-alipay', 'mp-kuaishou'];

// Every platform a different cell, so a test can tell that the whole entry reached the widget.
const support = Object.fromEntries(
  PLATFORMS.map((platform, index) => [platform, index % 3 === 0 ? {supported: null} : {supported: index % 3 === 1, since: `3.${index}`}]),
) as CompatEntry;
const options = {siteDir: '/site', compat: new Map([['uni.request', support]])};
const file = {path: '/site/docs/api/request.md'};
const at = (line: number) => ({start: {line, column: 1}, end: {line, column: 2}});

function element(tree: Root, name: string): MdxJsxFlowElement {
  return tree.children.find((node) => node.type === 'mdxJsxFlowElement' && node.name === name) as MdxJsxFlowElement;
}

function attributesOf(node: MdxJsxFlowElement): Record<string, unknown> {
  return Object.fromEntries(
    node.attributes.map((attribute) => {
      const {name, value} = attribute as MdxJsxAttribute;
      return [name, typeof value === 'string' ? value : JSON.parse((value as MdxJsxAttributeValueExpression).value)];
    }),
  );
}

function run(children: Root['children']): Root {
  const tree: Root = {type: 'root', children};
  remarkWidgets(options)(tree, file);
  return tree;
}

describe('remarkWidgets', () => {
  it('places a compatibility table with its data and imports it', () => {
    const tree = run([{type: 'html', value: '<Compat api="uni.request" />', position: at(3)}]);
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value: string}).value)).toContain('import Compat from "@site/src/components/Compat";');
    expect(attributesOf(element(tree, 'Compat'))).toEqual({api: 'uni.request', support});
  });

  it('puts the page-top platform notice under the page title, with each table\'s data once', () => {
    const tree = run([
      {type: 'heading', depth: 1, children: [{type: 'text', value: 'uni.request'}]},
      {type: 'html', value: '<Compat api="uni.request" />', position: at(3)},
      {type: 'html', value: '<Compat api="uni.request" />', position: at(5)},
    ]);
    const body = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    expect(body.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual(['heading', 'CompatAlert', 'Compat', 'Compat']);
    expect(attributesOf(element(tree, 'CompatAlert'))).toEqual({entries: [{api: 'uni.request', support}]});
    expect(tree.children.map((node) => (node as {value?: string}).value)).toContain('import CompatAlert from "@site/src/components/CompatAlert";');
  });

  it('adds no notice to a page without compatibility tables', () => {
    const tree = run([{type: 'paragraph', children: [{type: 'text', value: '正文'}]}]);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('names page and line for an unknown API', () => {
    expect(() => run([{type: 'html', value: '<Compat api="uni.nothing" />', position: at(12)}])).toThrowErrorMatchingInlineSnapshot(
      `"docs/api/request.md:12: <Compat api="uni.nothing" />: no entry "uni.nothing" in data/compat/*.json. Add one there, or check the name (entries are named like "uni.request" or "button")."`,
    );
  });

  it('wraps the markdown between <Banner> and </Banner>', () => {
    const tree = run([
      {type: 'html', value: '<Banner interval="3000">'},
      {type: 'paragraph', children: [{type: 'text', value: '第一张'}]},
      {type: 'paragraph', children: [{type: 'text', value: '第二张'}]},
      {type: 'html', value: '</Banner>'},
      {type: 'paragraph', children: [{type: 'text', value: '之后'}]},
    ]);
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxJsxFlowElement', 'paragraph']);
    expect(tree.children[1]).toMatchObject({name: 'Banner', attributes: [{name: 'interval', value: '3000'}], children: [{type: 'paragraph'}, {type: 'paragraph'}]});
  });

  it.each([
    ['an unclosed banner', [{type: 'html', value: '<Banner>', position: at(5)}], `"docs/api/request.md:5: <Banner> is never closed: add </Banner> on its own line, after a blank line."`],
    ['a missing attribute', [{type: 'html', value: '<Compat />', position: at(2)}], `"docs/api/request.md:2: <Compat> needs api="…"."`],
    ['an unknown attribute', [{type: 'html', value: '<Compat api="uni.request" platform="web" />', position: at(2)}], `"docs/api/request.md:2: <Compat> has no attribute "platform" (it takes: api)."`],
  ] as const)('rejects %s', (_case, children, message) => {
    expect(() => run([...children] as Root['children'])).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('wraps a table with &emsp; child rows in ParamTable, and leaves other tables alone', () => {
    const row = (name: string) => ({type: 'tableRow' as const, children: [{type: 'tableCell' as const, children: [{type: 'text' as const, value: name}]}]});
    const nested: Table = {type: 'table', children: [row('参数'), row('success'), row('\u2003data')]};
    const flat: Table = {type: 'table', children: [row('参数'), row('url')]};
    const tree = run([nested, flat]);
    expect(tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual(['mdxjsEsm', 'ParamTable', 'table']);
  });
});

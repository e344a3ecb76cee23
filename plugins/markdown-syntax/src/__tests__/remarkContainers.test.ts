import type {Code, Root} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import remarkContainers, {codeTabLabel} from '../remarkContainers';

const code = (lang: string, meta: string | null, value = 'x'): Code => ({type: 'code', lang, meta, value});
// A site folder other than the working directory: error paths are relative to the site.
const siteDir = '/srv/site';
const file = {path: '/srv/site/docs/guide.md'};

describe('codeTabLabel', () => {
  it.each([
    [code('js', '[Vue 3]'), 'Vue 3'],
    [code('js', 'title="main.js"'), 'main.js'],
    [code('bash', null), 'bash'],
  ])('labels a block %#', (block, label) => {
    expect(codeTabLabel(block)).toBe(label);
  });
});

describe('remarkContainers', () => {
  it('turns a code group into tabs sharing one group id, importing them', () => {
    const group: ContainerDirective = {type: 'containerDirective', name: 'code-group', attributes: {}, children: [code('js', '[Vue 3] {1}'), code('js', '[Vue 2]')]};
    const tree: Root = {type: 'root', children: [group]};
    remarkContainers({siteDir})(tree, file);
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement']);
    const tabs = tree.children[2] as unknown as {name: string; attributes: {name: string; value: string}[]; children: {attributes: {value: string}[]; children: Code[]}[]};
    expect(tabs.name).toBe('Tabs');
    expect(tabs.attributes).toEqual([{type: 'mdxJsxAttribute', name: 'groupId', value: 'code-group'}]);
    expect(tabs.children.map((item) => item.attributes[0]!.value)).toEqual(['Vue 3', 'Vue 2']);
    expect(tabs.children[0]!.children[0]!.meta).toBe('{1}');
  });

  it('rejects anything but code inside a code group', () => {
    const group: ContainerDirective = {
      type: 'containerDirective',
      name: 'code-group',
      attributes: {},
      children: [code('js', '[a]'), {type: 'paragraph', children: [{type: 'text', value: '说明'}], position: {start: {line: 9, column: 1}, end: {line: 9, column: 3}}}],
    };
    expect(() => remarkContainers({siteDir})({type: 'root', children: [group]}, file)).toThrowErrorMatchingInlineSnapshot(
      `"docs/guide.md:9: only fenced code blocks go inside ::: code-group; close the group with ::: before other content."`,
    );
  });

  it('turns details into a <details> with its title as summary', () => {
    const details: ContainerDirective = {
      type: 'containerDirective',
      name: 'details',
      attributes: {},
      children: [
        {type: 'paragraph', data: {directiveLabel: true} as never, children: [{type: 'text', value: '更多'}]},
        {type: 'paragraph', children: [{type: 'text', value: '内容'}]},
      ],
    };
    const tree: Root = {type: 'root', children: [details]};
    remarkContainers({siteDir})(tree, file);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'details',
      children: [{name: 'summary', children: [{type: 'text', value: '更多'}]}, {type: 'paragraph'}],
    });
  });
});

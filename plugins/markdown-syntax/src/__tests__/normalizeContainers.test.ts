import {normalizeContainers} from '../normalizeContainers';

describe('normalizeContainers', () => {
  it.each([
    ['::: tip 标题', ':::tip[标题]'],
    ['::: warning', ':::warning'],
    [':::danger 危险 操作', ':::danger[危险 操作]'],
    ['::: details 点击[展开]', ':::details[点击\\[展开\\]]'],
    ['::: code-group', ':::code-group'],
    [':::tip[已是 Docusaurus 写法]', ':::tip[已是 Docusaurus 写法]'],
    ['  ::: info 缩进的', '  :::info[缩进的]'],
    [':::', ':::'],
  ])('rewrites %j as %j', (line, expected) => {
    expect(normalizeContainers(line)).toBe(expected);
  });

  it('leaves lines inside fenced code alone', () => {
    const markdown = ['````md', '::: tip 示例', '```js', 'x', '```', ':::', '````', '::: tip 正文'].join('\n');
    expect(normalizeContainers(markdown).split('\n')).toEqual(['````md', '::: tip 示例', '```js', 'x', '```', ':::', '````', ':::tip[正文]']);
  });
});

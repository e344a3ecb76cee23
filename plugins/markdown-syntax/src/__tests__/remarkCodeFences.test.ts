import type {Root} from 'mdast';
import remarkCodeFences from '../remarkCodeFences';

/** A tree with one code node spanning `source` from its first fence to its end, as the parser gives it. */
function run(source: string) {
  const from = Math.min(...['```', '~~~'].map((fence) => source.indexOf(fence)).filter((at) => at >= 0));
  const line = source.slice(0, from).split('\n').length;
  const tree: Root = {
    type: 'root',
    children: [{type: 'code', value: '', position: {start: {line, column: 1, offset: from}, end: {line: 99, column: 1, offset: source.length}}}],
  };
  remarkCodeFences({siteDir: '/site'})(tree, {path: '/site/docs/guide.md', value: source});
}

describe('remarkCodeFences', () => {
  it('accepts closed fences of either kind', () => {
    expect(() => run('## 示例\n\n```js\nconst a = 1\n```')).not.toThrow();
    expect(() => run('## 示例\n\n~~~~\n```\n~~~~')).not.toThrow();
  });

  it('stops at a fence that is never closed, naming where it opens', () => {
    expect(() => run('## 示例\n\n```js\nconst a = 1\n\n## 后面的标题\n')).toThrowErrorMatchingInlineSnapshot(
      `"docs/guide.md:3: this code block (\`\`\`) is never closed: add a line with \`\`\` where the code ends."`,
    );
  });
});

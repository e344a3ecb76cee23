import {headingIds} from '../headingIds';

describe('headingIds', () => {
  it('takes explicit ids, slugs the other headings, and skips code', () => {
    const markdown = [
      '## 页面生命周期 {#lifecycle}',
      '## Success 返回参数',
      '### `uni.request` 的 **参数**',
      '## Success 返回参数',
      '```md',
      '## 代码里的标题',
      '```',
      '<a id="legacy-anchor"></a>',
    ].join('\n');
    expect([...headingIds(markdown)]).toEqual(['lifecycle', 'success-返回参数', 'unirequest-的-参数', 'success-返回参数-1', 'legacy-anchor']);
  });
});

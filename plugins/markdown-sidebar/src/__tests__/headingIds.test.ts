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

  // Ids Docusaurus gave these headings in a built .md page (remarkLiteralTags keeps Array<Object> as text).
  it.each([
    ['## 返回 Array<Object>', '返回-arrayobject'],
    ['### 参数 `Promise<T>` 说明', '参数-promiset-说明'],
    ['## 第一行<br>第二行', '第一行第二行'],
    ['## <span class="x">带样式</span>的标题', '带样式的标题'],
  ])('slugs %s as Docusaurus does', (heading, id) => {
    expect([...headingIds(heading)]).toEqual([id]);
  });
});

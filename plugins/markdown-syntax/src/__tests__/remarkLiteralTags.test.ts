import type {Root} from 'mdast';
import remarkLiteralTags, {isLiteralTag, leadingTagName} from '../remarkLiteralTags';

describe('leadingTagName', () => {
  it.each([
    ['<div class="x">', 'div'],
    ['</Object>', 'Object'],
    ['<!-- note -->', null],
    ['<T>', 'T'],
  ])('%s → %s', (html, name) => {
    expect(leadingTagName(html)).toBe(name);
  });
});

describe('isLiteralTag', () => {
  it.each(['<Object>', '</Object>', '<T>', '<string>', '<view class="x">'])('shows %s as text', (html) => {
    expect(isLiteralTag(html)).toBe(true);
  });

  it.each(['<br>', '<div style="color: red">', '</table>', '<!-- 注释 -->', '<img src="/a.png">'])('keeps %s as HTML', (html) => {
    expect(isLiteralTag(html)).toBe(false);
  });
});

describe('remarkLiteralTags', () => {
  it('turns inline and block tag-like HTML into text, keeping real HTML', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'Array'}, {type: 'html', value: '<Object>'}, {type: 'html', value: '<br>'}]},
        {type: 'html', value: '<Component>'},
        {type: 'html', value: '<div>box</div>'},
      ],
    };
    remarkLiteralTags()(tree);
    expect(tree.children).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: 'Array'}, {type: 'text', value: '<Object>'}, {type: 'html', value: '<br>'}]},
      {type: 'paragraph', children: [{type: 'text', value: '<Component>'}]},
      {type: 'html', value: '<div>box</div>'},
    ]);
  });
});

import {parseWidgetTag} from '../parseWidgetTag';

describe('parseWidgetTag', () => {
  it.each([
    ['<Compat api="uni.request" />', {name: 'Compat', attributes: {api: 'uni.request'}, kind: 'self-closing'}],
    ['<Banner interval="3000">', {name: 'Banner', attributes: {interval: '3000'}, kind: 'open'}],
    ['</Banner>', {name: 'Banner', attributes: {}, kind: 'close'}],
    ['  <Compat api="button"/>\n', {name: 'Compat', attributes: {api: 'button'}, kind: 'self-closing'}],
  ])('reads %j', (html, tag) => {
    expect(parseWidgetTag(html)).toEqual(tag);
  });

  it.each(['<div>', '<Compat api=uni.request />', "<Compat api='x' />", '</Banner x="1">', '<Compat api="a" /> text'])('is not a widget tag: %j', (html) => {
    expect(parseWidgetTag(html)).toBeNull();
  });
});

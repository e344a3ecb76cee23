import {MAIN_WRAPPER_ID, siteHeadTags} from '../siteHeadTags';

const modifiedAt = '2026-11-21T10:00:00.000Z';

describe('siteHeadTags', () => {
  it('emits only the modification date and the paint held for the navbar by default, so no other host is contacted', () => {
    expect(siteHeadTags({modifiedAt})).toEqual([
      {tagName: 'meta', attributes: {name: 'last-modified', content: modifiedAt}},
      {tagName: 'link', attributes: {rel: 'expect', href: `#${MAIN_WRAPPER_ID}`, blocking: 'render'}},
    ]);
  });

  it('adds the statistics and delivery scripts when configured', () => {
    const tags = siteHeadTags({
      modifiedAt,
      baiduStatisticsId: '0123456789abcdef0123456789abcdef',
      deliveryScriptUrl: 'https://cdn.example.com/loader.js',
    });
    expect(tags.slice(2)).toEqual([
      {tagName: 'script', attributes: {async: true, src: 'https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef'}},
      {tagName: 'script', attributes: {async: true, src: 'https://cdn.example.com/loader.js'}},
    ]);
  });
});

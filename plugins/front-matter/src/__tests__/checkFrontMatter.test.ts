import {checkFrontMatter} from '../checkFrontMatter';

const file = 'docs/guide/page.md';

describe('checkFrontMatter', () => {
  it('keeps a main page as written', () => {
    const frontMatter = {title: '页面', description: 'a,b', pageClass: 'guide-page', keywords: ['x'], toc_max_heading_level: 4};
    expect(checkFrontMatter(frontMatter, file)).toEqual(frontMatter);
  });

  it('drops sidebar and table of contents for layout: simple', () => {
    expect(checkFrontMatter({layout: 'simple'}, file)).toEqual({layout: 'simple', displayed_sidebar: null, hide_table_of_contents: true});
  });

  it('drops the section sidebar for sidebar: auto, so the page shows its own headings', () => {
    expect(checkFrontMatter({sidebar: 'auto'}, file)).toEqual({sidebar: 'auto', displayed_sidebar: null});
  });

  it('names the file, the line and the allowed layouts for an unknown layout', () => {
    expect(() => checkFrontMatter({layout: 'home'}, file, '---\ntitle: 页面\nlayout: home\n---\n')).toThrowErrorMatchingInlineSnapshot(
      `"docs/guide/page.md:3: layout "home" is unknown. Use one of: main, simple (e.g. layout: simple), or remove the line for the default "main"."`,
    );
  });

  it.each([
    ['a sidebar other than auto', {sidebar: 'api'}, `"docs/guide/page.md: front matter "sidebar" is "api"; expected sidebar: auto."`],
    ['a pageClass that is not a class name', {pageClass: 'a{b}'}, `"docs/guide/page.md: front matter "pageClass" is "a{b}"; expected pageClass: home-page (CSS class names)."`],
    ['a title that is not text', {title: 3}, `"docs/guide/page.md: front matter "title" is 3; expected title: 页面标题."`],
    ['an empty description', {description: ''}, `"docs/guide/page.md: front matter "description" is ""; expected description: 关键词1,关键词2 (comma-separated keywords)."`],
    ['keywords that are not a list', {keywords: 'a,b'}, `"docs/guide/page.md: front matter "keywords" is "a,b"; expected keywords: [手机震动, vibrate] (readers' search words, no comma inside a word)."`],
    ['a keyword holding a comma', {keywords: ['震动', 'a, b']}, `"docs/guide/page.md: front matter "keywords" is ["震动","a, b"]; expected keywords: [手机震动, vibrate] (readers' search words, no comma inside a word)."`],
    ['a heading level out of range', {toc_max_heading_level: 7}, `"docs/guide/page.md: front matter "toc_max_heading_level" is 7; expected toc_max_heading_level: 3 (2 to 6)."`],
  ])('rejects %s with the key and the expected form', (_case, frontMatter, message) => {
    expect(() => checkFrontMatter(frontMatter, file)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('rejects an unknown key, listing the known ones', () => {
    expect(() => checkFrontMatter({sidebar_label: '短标题'}, file)).toThrow(
      'docs/guide/page.md: front matter "sidebar_label" is not a known key. Known keys: title, description, layout, pageClass, sidebar, keywords,',
    );
  });

  it('refuses a slug, since the file path is the address', () => {
    expect(() => checkFrontMatter({slug: '/x'}, file)).toThrow(/front matter "slug" is not used here/);
  });
});

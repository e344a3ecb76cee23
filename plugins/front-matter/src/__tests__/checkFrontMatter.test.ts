import {checkFrontMatter} from '../checkFrontMatter';

const file = 'docs/guide/page.md';

describe('checkFrontMatter', () => {
  it('keeps a main page as written', () => {
    expect(checkFrontMatter({title: '页面', pageClass: 'guide-page'}, file)).toEqual({title: '页面', pageClass: 'guide-page'});
  });

  it('drops sidebar and table of contents for layout: simple', () => {
    expect(checkFrontMatter({layout: 'simple'}, file)).toEqual({
      layout: 'simple',
      displayed_sidebar: null,
      hide_table_of_contents: true,
    });
  });

  it('drops the section sidebar for sidebar: auto, so the page shows its own headings', () => {
    expect(checkFrontMatter({sidebar: 'auto'}, file)).toEqual({sidebar: 'auto', displayed_sidebar: null});
  });

  it('rejects any other sidebar value', () => {
    expect(() => checkFrontMatter({ sidebar: 'api' }, file)).toThrowErrorMatchingInlineSnapshot(`"docs/guide/page.md: sidebar "api" is unknown. The only value is "sidebar: auto" (a sidebar of the page's own headings); remove the line to show the section's sidebar."`);
  });

  it('names the file and the allowed layouts for an unknown layout', () => {
    expect(() => checkFrontMatter({layout: 'home'}, file)).toThrowErrorMatchingInlineSnapshot(
      `"docs/guide/page.md: layout "home" is unknown. Use one of: main, simple (e.g. layout: simple), or remove the line for the default "main"."`,
    );
  });

  it('rejects a layout that is not text', () => {
    expect(() => checkFrontMatter({layout: 3}, file)).toThrow('docs/guide/page.md: layout "3" is unknown.');
  });

  it('rejects a pageClass that is not a class name', () => {
    expect(() => checkFrontMatter({pageClass: 'a{b}'}, file)).toThrowErrorMatchingInlineSnapshot(
      `"docs/guide/page.md: pageClass "a{b}" is not a CSS class name (e.g. pageClass: home-page)."`,
    );
  });

  it('refuses a slug, since the file path is the address', () => {
    expect(() => checkFrontMatter({slug: '/x'}, file)).toThrow(/front matter "slug" is not used here/);
  });
});

import {frontMatterLine} from '../frontMatterLine';

const page = '---\ntitle: 页面\nkeywords:\n  - layout: x\n"layout": wide\n---\n\nlayout: text\n';

describe('frontMatterLine', () => {
  it('finds a top-level key, quoted or not, in the front matter only', () => {
    expect(frontMatterLine(page, 'title')).toBe(2);
    expect(frontMatterLine(page, 'layout')).toBe(5);
  });

  it('is undefined for a key that is absent, or a page without front matter', () => {
    expect(frontMatterLine(page, 'slug')).toBeUndefined();
    expect(frontMatterLine('layout: wide\n', 'layout')).toBeUndefined();
  });
});

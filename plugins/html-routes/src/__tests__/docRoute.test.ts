import {docRoute, isIndexFile} from '../docRoute';

describe('docRoute', () => {
  it.each([
    ['README.md', '/'],
    ['quickstart.md', '/quickstart.html'],
    ['api/README.md', '/api/'],
    ['uni-app-x/readme.md', '/uni-app-x/'],
    ['worktile/auto/hbuilderx-extension/index.md', '/worktile/auto/hbuilderx-extension/'],
    ['api/request/request.md', '/api/request/request.html'],
    ['uni-ad/uni-ad.md', '/uni-ad/uni-ad.html'],
    ['collocation/App.md', '/collocation/App.html'],
    ['api/a-d/rewarded-video.mdx', '/api/a-d/rewarded-video.html'],
    ['api\\router.md', '/api/router.html'],
  ])('maps %s to %s', (file, route) => {
    expect(docRoute(file)).toBe(route);
  });

  it('keeps a file named like a README as a page of its own', () => {
    expect(docRoute('api/README-old.md')).toBe('/api/README-old.html');
  });

  it('refuses files that are not markdown', () => {
    expect(() => docRoute('api/data.json')).toThrowErrorMatchingInlineSnapshot(`"api/data.json: only .md and .mdx files are pages."`);
  });
});

describe('isIndexFile', () => {
  it.each([
    ['README.md', true],
    ['a/index.md', true],
    ['a/readme.mdx', true],
    ['a/indexes.md', false],
    ['a/b.md', false],
  ])('%s → %s', (file, expected) => {
    expect(isIndexFile(file)).toBe(expected);
  });
});

import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {createParseFrontMatter} from '../parseFrontMatter';

const siteDir = '/site';
const parse = createParseFrontMatter({
  siteDir,
  docsDirs: [path.join(siteDir, 'docs'), path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current')],
  exclude: ['**/_*.{md,mdx}', '404.md'],
});

function run(filePath: string, fileContent: string) {
  return parse({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
}

describe('createParseFrontMatter', () => {
  it('gives a page the slug of its file path', async () => {
    const {frontMatter} = await run('/site/docs/api/request/request.md', '---\ntitle: uni.request\n---\n正文');
    expect(frontMatter).toEqual({title: 'uni.request', slug: '/api/request/request.html'});
  });

  it('does the same for a translated page', async () => {
    const {frontMatter} = await run('/site/i18n/en/docusaurus-plugin-content-docs/current/api/README.md', 'text');
    expect(frontMatter).toEqual({slug: '/api/'});
  });

  it('leaves partials and the not-found content alone', async () => {
    expect((await run('/site/docs/api/_sidebar.md', '* [a](a.md)')).frontMatter).toEqual({});
    expect((await run('/site/docs/404.md', '# 页面未找到')).frontMatter).toEqual({});
  });

  it('names the file of a bad layout, relative to the site, and its line', async () => {
    await expect(run('/site/docs/a.md', '---\ntitle: A\nlayout: wide\n---\n')).rejects.toThrow(/^docs\/a\.md:3: layout "wide" is unknown/);
  });

  it('names the file and line of front matter that is not YAML, and what to check', async () => {
    await expect(run('/site/docs/a.md', '---\ntitle: A\ndescription: "网络\n---\n')).rejects.toThrow(
      /^docs\/a\.md:4: the front matter is not valid YAML \(unexpected end of the stream within a double quoted scalar\)\. Check the quotes/,
    );
    await expect(run('/site/docs/a.md', '---\ntitle: uni-app: 快速上手\n---\n')).rejects.toThrow(/^docs\/a\.md:2: the front matter is not valid YAML \(bad indentation of a mapping entry\)/);
    // Docusaurus's parser keeps each text it has seen: a second parse of the same text must fail too (the dev server parses a page more than once).
    await expect(run('/site/docs/a.md', '---\ntitle: uni-app: 快速上手\n---\n')).rejects.toThrow(/^docs\/a\.md:2: the front matter is not valid YAML/);
  });
});

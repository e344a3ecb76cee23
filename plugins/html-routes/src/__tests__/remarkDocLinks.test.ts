import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import remarkDocLinks from '../remarkDocLinks';

const translatedDir = 'i18n/en/docusaurus-plugin-content-docs/current';

describe('remarkDocLinks', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'doc-links-'));
    await fs.mkdir(path.join(siteDir, 'docs', 'api'), {recursive: true});
    await fs.writeFile(path.join(siteDir, 'docs', 'api', 'router.md'), '# router\n\n## 页面跳转 {#navigate}\n\n## 返回 Array<Object>\n');
    await fs.writeFile(path.join(siteDir, 'docs', 'api', 'storage.md'), '# storage\n\n## 用法 {#x}\n');
    await fs.mkdir(path.join(siteDir, translatedDir, 'api'), {recursive: true});
    await fs.writeFile(path.join(siteDir, translatedDir, 'api', 'router.md'), '# router (en)');
  });
  afterAll(() => fs.rm(siteDir, {recursive: true, force: true}));

  function transform(url: string, page = 'docs/api/page.md', value?: string, localized = false) {
    const link: Link = {type: 'link', url, position: {start: {line: 7, column: 1}, end: {line: 7, column: 9}}, children: []};
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [link]}]};
    const docsDirs = [path.join(siteDir, 'docs'), path.join(siteDir, translatedDir)];
    const localizedDocsDir = localized ? path.join(siteDir, translatedDir) : undefined;
    remarkDocLinks({siteDir, docsDirs, staticDir: path.join(siteDir, 'static'), ...(localizedDocsDir && {localizedDocsDir})})(tree, {path: path.join(siteDir, page), value});
    return link.url;
  }

  it('rewrites links to the markdown file on disk', () => {
    expect(transform('/api/router.html#navigate')).toBe('./router.md#navigate');
  });

  it('fails with file, line and the link', () => {
    expect(() => transform('/api/nothing')).toThrow(
      'docs/api/page.md:7: the link "/api/nothing" is broken (no page has this address).',
    );
  });

  it('links a translated page to a translated page in its own folder', () => {
    expect(transform('/api/router.html', `${translatedDir}/api/page.md`)).toBe('./router.md');
  });

  it('links a translated page to an untranslated one through the default locale, for the fallback page', () => {
    expect(transform('/api/storage.html#x', `${translatedDir}/api/page.md`)).toBe('@site/docs/api/storage.md#x');
    expect(transform('../api/storage', `${translatedDir}/api/page.md`)).toBe('@site/docs/api/storage.md');
    expect(transform('./storage.md', `${translatedDir}/api/page.md`)).toBe('@site/docs/api/storage.md');
  });

  it('still fails on a link from a translated page that no locale has', () => {
    expect(() => transform('/api/nothing', `${translatedDir}/api/page.md`)).toThrow(`${translatedDir}/api/page.md:7: the link "/api/nothing" is broken`);
  });

  it('accepts anchors the target page has, explicit or slugged', () => {
    expect(transform('/api/router.html#navigate')).toBe('./router.md#navigate');
    expect(transform('./router.md#返回-arrayobject')).toBe('./router.md#返回-arrayobject');
  });

  it('fails on an anchor the target page lacks, naming this file and line', () => {
    expect(() => transform('/api/router.html#nowhere')).toThrow(
      'docs/api/page.md:7: the link "/api/router.html#nowhere" points to an anchor that docs/api/router.md does not have.',
    );
  });

  it('checks in-page anchors against the page itself', () => {
    expect(transform('#usage', 'docs/api/page.md', '## 用法 {#usage}\n')).toBe('#usage');
    expect(() => transform('#missing', 'docs/api/page.md', '## 用法 {#usage}\n')).toThrow('points to an anchor that docs/api/page.md does not have');
  });

  it("in a translated build, links an untranslated page to a page's translation", () => {
    expect(transform('./router.md', 'docs/api/page.md', undefined, true)).toBe(`@site/${translatedDir}/api/router.md`);
    expect(transform('./storage.md', 'docs/api/page.md', undefined, true)).toBe('./storage.md');
  });
});

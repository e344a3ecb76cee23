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
    await fs.writeFile(path.join(siteDir, 'docs', 'api', 'router.md'), '# router');
    await fs.writeFile(path.join(siteDir, 'docs', 'api', 'storage.md'), '# storage');
    await fs.mkdir(path.join(siteDir, translatedDir, 'api'), {recursive: true});
    await fs.writeFile(path.join(siteDir, translatedDir, 'api', 'router.md'), '# router (en)');
  });
  afterAll(() => fs.rm(siteDir, {recursive: true, force: true}));

  function transform(url: string, page = 'docs/api/page.md') {
    const link: Link = {type: 'link', url, position: {start: {line: 7, column: 1}, end: {line: 7, column: 9}}, children: []};
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [link]}]};
    const docsDirs = [path.join(siteDir, 'docs'), path.join(siteDir, translatedDir)];
    remarkDocLinks({siteDir, docsDirs, staticDir: path.join(siteDir, 'static')})(tree, {path: path.join(siteDir, page)});
    return link.url;
  }

  it('rewrites links to the markdown file on disk', () => {
    expect(transform('/api/router.html#x')).toBe('./router.md#x');
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
});

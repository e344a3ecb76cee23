import fs from 'node:fs';
import path from 'node:path';
import {BUILD_TIMEOUT_MS, buildSite, createSite} from './fixtureSite';

// A translation whose source has changed since it was made (its translation_of names an older
// version of docs/quickstart.md): the build of both locales tells the writer which page to update,
// and the English page tells readers, linking the Chinese one (plugins/translations).
describe('a translation of an older version of its source', () => {
  let site: string | undefined;
  afterAll(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it('is named in the build output, and its page carries a notice linking the source page', () => {
    site = createSite('stale-translation-', 'stale-translation');
    const {status, output} = buildSite(site, {DOCS_LOCALES: 'zh-Hans,en'});
    expect(status).toBe(0);
    expect(output).toContain('1 en page(s) translate an older version of their source');
    expect(output).toContain('docs/quickstart.md changed: update i18n/en/docusaurus-plugin-content-docs/current/quickstart.md');
    const page = fs.readFileSync(path.join(site, 'build', 'en', 'quickstart.html'), 'utf8');
    const notice = /<div[^>]*role="note"[^>]*>(.*?)<\/div>/s.exec(page)?.[1] ?? '';
    // The fixture site has no English UI strings: the notice speaks the default locale's.
    expect(notice).toContain('原文在本译文之后有过修改');
    expect(notice).toContain('href="/quickstart.html"');
    // A current translation has none.
    expect(fs.readFileSync(path.join(site, 'build', 'en', '404.html'), 'utf8')).not.toContain('原文在本译文之后有过修改');
  }, BUILD_TIMEOUT_MS * 2);
});

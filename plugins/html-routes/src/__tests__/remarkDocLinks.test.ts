import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import remarkDocLinks from '../remarkDocLinks';

describe('remarkDocLinks', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'doc-links-'));
    await fs.mkdir(path.join(siteDir, 'docs', 'api'), {recursive: true});
    await fs.writeFile(path.join(siteDir, 'docs', 'api', 'router.md'), '# router');
  });
  afterAll(() => fs.rm(siteDir, {recursive: true, force: true}));

  function transform(url: string) {
    const link = {type: 'link', url, position: {start: {line: 7}}, children: []};
    const tree = {type: 'root', children: [{type: 'paragraph', children: [link]}]};
    const transformer = remarkDocLinks({siteDir, docsDirs: [path.join(siteDir, 'docs')], staticDir: path.join(siteDir, 'static')});
    transformer(tree, {path: path.join(siteDir, 'docs', 'api', 'page.md')});
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
});

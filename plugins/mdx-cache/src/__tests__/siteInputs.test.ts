import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hashSiteInputs} from '../siteInputs';

describe('hashSiteInputs', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-inputs-'));
    fs.mkdirSync(path.join(siteDir, 'docs', '__tests__'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A');
    fs.writeFileSync(path.join(siteDir, 'docs', '__tests__', 'a.test.ts'), 'test');
    fs.writeFileSync(path.join(siteDir, 'logo.png'), 'png');
  });
  afterEach(() => {
    fs.rmSync(siteDir, {recursive: true, force: true});
    delete process.env.DOCS_EXAMPLE;
  });
  const hash = () => hashSiteInputs(siteDir, ['docs', 'logo.png', 'missing']);

  it('is stable while nothing changes, and ignores tests', () => {
    const first = hash();
    fs.writeFileSync(path.join(siteDir, 'docs', '__tests__', 'a.test.ts'), 'edited');
    expect(hash()).toBe(first);
  });

  it('changes with a page, a new file, an image, or a DOCS_ setting', () => {
    const seen = new Set([hash()]);
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A, edited');
    seen.add(hash());
    fs.writeFileSync(path.join(siteDir, 'docs', 'b.md'), '# B');
    seen.add(hash());
    fs.writeFileSync(path.join(siteDir, 'logo.png'), 'a larger png');
    seen.add(hash());
    process.env.DOCS_EXAMPLE = '1';
    seen.add(hash());
    expect(seen.size).toBe(5);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {listBuiltFiles, writeBuiltFiles} from '../readSiteData';

describe('writeBuiltFiles', () => {
  it('replaces pages whole and leaves no temporary file behind', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
    try {
      fs.writeFileSync(path.join(outDir, 'page.html'), 'old');
      writeBuiltFiles(outDir, [
        {path: 'page.html', content: 'new'},
        {path: 'legacy/old.html', content: 'redirect'},
      ]);
      expect(fs.readFileSync(path.join(outDir, 'page.html'), 'utf8')).toBe('new');
      expect([...listBuiltFiles(outDir)].sort()).toEqual(['legacy', 'legacy/old.html', 'page.html']);
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {readCompatData} from '../readCompatData';

// The site's own data, so that a bad entry fails here with its file and line before a build.
const siteDir = path.join(__dirname, '..', '..', '..', '..');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('data/compat', () => {
  const data = readCompatData(siteDir, 'data/compat');

  it('is valid', () => {
    expect(data.size).toBeGreaterThan(0);
  });

  it('has an entry for every <Compat api> in the docs', () => {
    const missing = markdownFiles(path.join(siteDir, 'docs')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Compat api="([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((api) => !data.has(api))
        .map((api) => `${path.relative(siteDir, file)}: ${api}`),
    );
    expect(missing).toEqual([]);
  });
});

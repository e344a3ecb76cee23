import fs from 'node:fs';
import path from 'node:path';
import {addCompatFile, type CompatData} from '../compatData';
import {PLATFORMS_FILE, readCompatData} from '../readCompatData';
import {parsePlatforms} from '../platformList';
import {platformIds} from '../platforms';
import localeList from '../../../../i18n/locales.json';

// The site's own data, so that a bad entry fails here with its file and line before a build.
const siteDir = path.join(__dirname, '..', '..', '..', '..');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const compatFiles = fs.readdirSync(path.join(siteDir, 'data/compat')).filter((file) => file.endsWith('.json') && file !== PLATFORMS_FILE);

describe('data/compat', () => {
  const platforms = platformIds(parsePlatforms(`data/compat/${PLATFORMS_FILE}`, fs.readFileSync(path.join(siteDir, 'data/compat', PLATFORMS_FILE), 'utf8'), localeList.locales));

  it('lists the platforms with a label in every locale', () => {
    expect(platforms).toContain('mp-weixin');
  });

  // Each file on its own: a schema error (platform key, cell form, `since` version) names the file and line.
  it.each(compatFiles)('%s follows the schema', (file) => {
    const data: CompatData = new Map();
    expect(() => addCompatFile(data, `data/compat/${file}`, fs.readFileSync(path.join(siteDir, 'data/compat', file), 'utf8'), platforms)).not.toThrow();
    expect(data.size).toBeGreaterThan(0);
  });

  const {data} = readCompatData(siteDir, 'data/compat', localeList.locales);

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

// The site documents the framework as of its latest release (releases/stable and releases/alpha):
// a page that names a later HBuilderX or uni-app version describes a feature readers cannot have yet.
describe('docs', () => {
  const minor = (version: string) => version.split('.').slice(0, 2).map(Number) as [number, number];
  const releases = ['stable', 'alpha'].flatMap((channel) => fs.readdirSync(path.join(siteDir, 'releases', channel)).filter((file) => /^\d+\.\d+\./.test(file)));
  const [latestMajor, latestMinor] = releases.map(minor).sort(([a, b], [c, d]) => c - a || d - b)[0]!;
  const VERSION = /(?:HBuilderX|uni-app|HX|alpha)\s*(?:alpha\s*)?(?:版本?\s*)?v?(\d+)\.(\d+)/gi;

  it('name no HBuilderX or uni-app version newer than the latest release', () => {
    const newer = markdownFiles(path.join(siteDir, 'docs')).flatMap((file) =>
      fs.readFileSync(file, 'utf8').split('\n').flatMap((line, index) =>
        [...line.matchAll(VERSION)]
          .filter(([, major, minorPart]) => Number(major) > latestMajor || (Number(major) === latestMajor && Number(minorPart) > latestMinor))
          .map(([text]) => `${path.relative(siteDir, file)}:${index + 1}: ${text}`),
      ),
    );
    expect(newer).toEqual([]);
  });
});

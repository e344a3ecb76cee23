import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', 'build.mjs');

/**
 * Runs scripts/build.mjs in a folder with a stand-in Docusaurus CLI that writes a one-page build or
 * fails, as told; the script indexes that page for search itself (the real indexer), with the
 * folder's synonym list, which `synonyms` replaces. The CLI notes its arguments in `runs.txt`, one
 * run a line (with `later` when it was told to leave the search index to the script).
 */
/** What the last build printed. */
let output = '';

function build(dir: string, outcome: 'succeed' | 'fail', {env = {}, args = [], synonyms = '振动 震动\n'}: {env?: Record<string, string>; args?: string[]; synonyms?: string} = {}): number | null {
  const cliDir = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin');
  fs.mkdirSync(cliDir, {recursive: true});
  // The stand-in writes into the --out-dir it is given, a locale but the default into its folder
  // there, like `docusaurus build`.
  fs.writeFileSync(
    path.join(cliDir, 'docusaurus.mjs'),
    `import fs from 'node:fs';
const args = process.argv.slice(2);
fs.appendFileSync('runs.txt', ['docusaurus', ...args, ...(process.env.SEARCH_INDEX_LATER ? ['later'] : [])].join(' ') + '\\n');
const locale = args.find((arg, index) => args[index - 1] === '--locale') ?? args.find((arg) => arg.startsWith('--locale='))?.slice(9);
const out = args[args.indexOf('--out-dir') + 1] + (locale && locale !== 'zh-Hans' ? '/' + locale : '');
fs.mkdirSync(out, {recursive: true});
fs.writeFileSync(out + '/index.html', '<div data-search-body=""><h1>new</h1></div>');
// Told to leave the search index to the script, it says when its pages are written, as
// plugins/local-search does, and finishes only once the next locale's build has started (or 5 s).
if (process.env.SEARCH_INDEX_LATER) {
  process.send('rendered');
  const start = Date.now();
  while (!fs.readFileSync('runs.txt', 'utf8').includes('--locale en') && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
  if (Date.now() - start >= 5000) fs.appendFileSync('runs.txt', 'no next build while this one finished\\n');
}
fs.writeFileSync(args[args.indexOf('--out-dir') + 1] + '/_headers', 'headers of the runs so far, ' + locale);
process.exit(${JSON.stringify(outcome)} === 'succeed' ? 0 : 1);
`,
  );
  fs.mkdirSync(path.join(dir, 'data'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'data', 'search-synonyms.txt'), synonyms);
  const {DOCS_LOCALES: _, ...parentEnv} = process.env;
  const result = spawnSync(process.execPath, [script, ...args], {cwd: dir, env: {...parentEnv, ...env}, encoding: 'utf8'});
  output = result.stdout + result.stderr;
  return result.status;
}

const runs = (dir: string) => fs.readFileSync(path.join(dir, 'runs.txt'), 'utf8').trim().split('\n');
const NEW_PAGE = '<div data-search-body=""><h1>new</h1></div>';
const FOLDERS = ['build', 'data', 'i18n', 'node_modules', 'runs.txt'];

describe('scripts/build.mjs', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-swap-'));
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build', 'index.html'), 'old');
    fs.mkdirSync(path.join(dir, 'i18n'));
    fs.writeFileSync(path.join(dir, 'i18n', 'locales.json'), JSON.stringify({defaultLocale: 'zh-Hans', locales: ['en', 'zh-Hans']}));
  });

  it('leaves the previous build untouched when the build fails', () => {
    expect(build(dir, 'fail')).not.toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('old');
    expect(fs.readdirSync(dir).sort()).toEqual(FOLDERS);
  });

  it('swaps the new build in when it succeeds', () => {
    expect(build(dir, 'succeed')).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe(NEW_PAGE);
    expect(fs.readdirSync(dir).sort()).toEqual(FOLDERS);
  });

  it('builds each locale in a run of its own, the default locale first, a later one apart and started as the first finishes', () => {
    expect(build(dir, 'succeed')).toBe(0);
    // The Chinese index is built beside the English build, of the Chinese pages only; the English
    // build indexes its own pages (the stand-in does not).
    expect(runs(dir)).toEqual(['docusaurus build --out-dir build.next --locale zh-Hans later', 'docusaurus build --out-dir build.next.1 --locale en']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'build', 'search-index', 'index.json'), 'utf8')).pages).toEqual([['', 'new', '']]);
    expect(fs.readFileSync(path.join(dir, 'build', 'en', 'index.html'), 'utf8')).toBe(NEW_PAGE);
    // The last locale's response headers cover every locale (plugins/site-head) and replace the first's.
    expect(fs.readFileSync(path.join(dir, 'build', '_headers'), 'utf8')).toBe('headers of the runs so far, en');
  });

  it('stops, as for a failed build, when a search index cannot be built', () => {
    expect(build(dir, 'succeed', {synonyms: '振动\n'})).not.toBe(0);
    expect(output).toContain('data/search-synonyms.txt:1: a synonym group needs at least two words');
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('old');
    expect(fs.readdirSync(dir).sort()).toEqual(FOLDERS);
  });

  it('builds only the locales DOCS_LOCALES names', () => {
    expect(build(dir, 'succeed', {env: {DOCS_LOCALES: 'en'}})).toBe(0);
    expect(runs(dir)).toEqual(['docusaurus build --out-dir build.next --locale en']);
  });

  it('passes an explicit --locale through as the one run', () => {
    expect(build(dir, 'succeed', {args: ['--locale', 'en']})).toBe(0);
    expect(runs(dir)).toEqual(['docusaurus build --out-dir build.next --locale en']);
    fs.rmSync(path.join(dir, 'runs.txt'), {force: true});
    expect(build(dir, 'succeed', {args: ['--locale=en']})).toBe(0);
    expect(runs(dir)).toEqual(['docusaurus build --out-dir build.next --locale=en']);
  });
});

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', 'build.mjs');

/**
 * Runs scripts/build.mjs in a folder with a stand-in Docusaurus CLI that writes a build or fails, as
 * told, and notes its arguments in `runs.txt`, one run a line.
 */
function build(dir: string, outcome: 'succeed' | 'fail', {env = {}, args = []}: {env?: Record<string, string>; args?: string[]} = {}): number | null {
  const cliDir = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin');
  fs.mkdirSync(cliDir, {recursive: true});
  // The stand-in writes into the --out-dir it is given, like `docusaurus build`.
  fs.writeFileSync(
    path.join(cliDir, 'docusaurus.mjs'),
    `import fs from 'node:fs';
const args = process.argv.slice(2);
fs.appendFileSync('runs.txt', ['docusaurus', ...args].join(' ') + '\\n');
const out = args[args.indexOf('--out-dir') + 1];
fs.mkdirSync(out, {recursive: true});
fs.writeFileSync(out + '/index.html', 'new');
process.exit(${JSON.stringify(outcome)} === 'succeed' ? 0 : 1);
`,
  );
  const {DOCS_LOCALES: _, ...parentEnv} = process.env;
  return spawnSync(process.execPath, [script, ...args], {cwd: dir, env: {...parentEnv, ...env}, stdio: 'pipe'}).status;
}

const runs = (dir: string) => fs.readFileSync(path.join(dir, 'runs.txt'), 'utf8').trim().split('\n');

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
    expect(fs.existsSync(path.join(dir, 'build.next'))).toBe(false);
  });

  it('swaps the new build in when it succeeds', () => {
    expect(build(dir, 'succeed')).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8').trim()).toBe('new');
    expect(fs.readdirSync(dir).sort()).toEqual(['build', 'i18n', 'node_modules', 'runs.txt']);
  });

  it('builds each locale in a run of its own, the default locale first', () => {
    expect(build(dir, 'succeed')).toBe(0);
    expect(runs(dir)).toEqual(['docusaurus build --out-dir build.next --locale zh-Hans', 'docusaurus build --out-dir build.next --locale en']);
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

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

// A small site built by the real configuration, for the tests that need a production build or the
// files Docusaurus generates (badWriterInput.test.ts, optimizationLayer.test.ts).

const repo = path.join(__dirname, '..', '..');
export const FIXTURES = path.join(__dirname, '__fixtures__');
/**
 * The site's code, copied as it is. The content (docs/, data/, releases/, i18n/) is `__fixtures__/site`:
 * the pages the navbar and footer link, each section of sidebars.ts with its `_sidebar.md`, and data
 * files that agree with them, so that the configuration builds it unchanged.
 */
const CODE = ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'src', 'plugins', 'static', 'scripts/build.mjs', 'i18n/locales.json'];
/** A build of the small site takes 5 to 35 s on a busy 2-core machine. */
export const BUILD_TIMEOUT_MS = 180_000;

function git(cwd: string, ...args: string[]): void {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

/** A temporary site (its folder's name starts with `prefix`): the code, the fixture content, then the files of the `__fixtures__` folder `overlay`. */
export function createSite(prefix: string, overlay?: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of CODE) {
    fs.cpSync(path.join(repo, entry), path.join(site, entry), {recursive: true, filter: (source) => path.basename(source) !== '__tests__'});
  }
  fs.cpSync(path.join(FIXTURES, 'site'), site, {recursive: true});
  if (overlay) fs.cpSync(path.join(FIXTURES, overlay), site, {recursive: true});
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(site, 'node_modules'));
  // Pages show the date of their last commit: a production build outside a git repository stops.
  git(site, 'init', '-q');
  git(site, 'add', 'docs', 'i18n');
  git(site, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'fixture');
  return site;
}

/**
 * Runs `npm run build` as a writer would (one locale), returning its exit status and output without
 * colours. `settings` are environment variables to set, or to unset (undefined).
 */
export function buildSite(site: string, settings: Record<string, string | undefined> = {}): {status: number | null; output: string} {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCS_LOCALES: 'zh-Hans',
    // The bundler's persistent cache would be written into the shared node_modules.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    DOCS_TEST_FIXTURES: undefined,
    ...settings,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {cwd: site, env, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024});
  return {status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`)};
}

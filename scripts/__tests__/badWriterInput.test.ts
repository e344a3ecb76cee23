import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {WRITER_MISTAKES as CASES} from '../writerMistakes';

// The "bad writer input" gate (issue #18): the production build of a small site, once as it is and
// once per mistake a writer can make, each a folder of files laid over the site. A mistake must stop
// the build with the file, the line and what to do, and leave the previous build/ as it was.

const repo = path.join(__dirname, '..', '..');
const fixtures = path.join(__dirname, '__fixtures__');
/**
 * The site's code, copied as it is. The content (docs/, data/, releases/, i18n/) is `__fixtures__/site`:
 * the pages the navbar and footer link, each section of sidebars.ts with its `_sidebar.md`, and data
 * files that agree with them, so that the configuration builds it unchanged.
 */
const CODE = ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'src', 'plugins', 'static', 'scripts/build.mjs', 'i18n/locales.json'];
/** A build of the small site takes 5 to 35 s on a busy 2-core machine. */
const BUILD_TIMEOUT_MS = 180_000;
const MARKER = 'marker.txt';

function git(cwd: string, ...args: string[]): void {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

/** A temporary site: the code, the fixture content, then the files of `overlay`, with a previous build/. */
function createSite(overlay?: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-input-'));
  for (const entry of CODE) {
    fs.cpSync(path.join(repo, entry), path.join(site, entry), {recursive: true, filter: (source) => path.basename(source) !== '__tests__'});
  }
  fs.cpSync(path.join(fixtures, 'site'), site, {recursive: true});
  if (overlay) fs.cpSync(path.join(fixtures, overlay), site, {recursive: true});
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(site, 'node_modules'));
  // Pages show the date of their last commit: a production build outside a git repository stops.
  git(site, 'init', '-q');
  git(site, 'add', 'docs', 'i18n');
  git(site, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'fixture');
  fs.mkdirSync(path.join(site, 'build'));
  fs.writeFileSync(path.join(site, 'build', MARKER), 'the previous build');
  return site;
}

/** Runs `npm run build` as a writer would (one locale), returning its exit status and output without colours. */
function build(site: string): {status: number | null; output: string} {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCS_LOCALES: 'zh-Hans',
    // The bundler's persistent cache would be written into the shared node_modules.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  };
  delete env.DOCS_TEST_FIXTURES;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {cwd: site, env, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024});
  return {status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`)};
}


describe('the production build of writers\' content', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
    site = undefined;
  });

  it('builds the fixture site and swaps the new build in', () => {
    site = createSite();
    const {status, output} = build(site);
    expect(output).not.toContain('[ERROR]');
    expect(status).toBe(0);
    expect(fs.existsSync(path.join(site, 'build', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'build', MARKER))).toBe(false);
  }, BUILD_TIMEOUT_MS);

  it.each(CASES)('stops at %s, naming %s and what to do, and keeps the previous build', (overlay, where, message) => {
    site = createSite(overlay);
    const {status, output} = build(site);
    expect(output).toContain(`${where}: ${message}`);
    expect(status).not.toBe(0);
    expect(fs.readdirSync(path.join(site, 'build'))).toEqual([MARKER]);
    expect(fs.readFileSync(path.join(site, 'build', MARKER), 'utf8')).toBe('the previous build');
    expect(fs.existsSync(path.join(site, 'build.next'))).toBe(false);
  }, BUILD_TIMEOUT_MS);
});

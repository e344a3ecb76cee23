// Builds the site into a temporary folder and swaps it in only when the build succeeds, so a writer's
// mistake that stops the build leaves the last good build/ in place (served, deployed or tested).
// Arguments go to `docusaurus build` (e.g. --locale en).
//
// Each locale builds in a process of its own, the default first. In one process, as `docusaurus
// build` does, the first locale's bundler memory (about 1.8 GB) was still held while the next one
// bundled, and the build peaked at 3.5 GB.
//
// The search index of a locale but the last (Pagefind, ~3 s on both cores) is built here once that
// locale's build is done, beside the next locale's build, which starts meanwhile with its process
// and bundling: ~2 s sooner done than in each build's postBuild. So that Pagefind reads only its own
// locale's pages, a later locale builds apart, into build.next.<n>/<locale>, and moves into
// build.next/ when every locale and index is done, with the response headers it wrote (site-head
// writes them for every locale built so far: the last ones cover all).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const {indexSite} = createRequire(import.meta.url)('../plugins/local-search/src/pagefind.cjs');

const [out, next, old] = ['build', 'build.next', 'build.old'];
const args = process.argv.slice(2);
// The CLI itself, not through npx, which takes a second or two more for each locale.
const docusaurus = path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
// A larger young generation: compiling the pages' markdown makes many short-lived objects, and with
// V8's default (16 MB) a clean Chinese build spent ~6 s collecting them. With 64 MB it took ~59 s
// instead of ~66 (3 and 2 runs) for ~250 MB more memory; 128 MB was no faster.
const nodeFlags = ['--max-semi-space-size=64'];

/** The locales to build, the default first; none when the arguments choose (one run, as given). */
function locales() {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale=') || arg === '-l')) return [];
  const {defaultLocale, locales: all} = JSON.parse(fs.readFileSync('i18n/locales.json', 'utf8'));
  const chosen = process.env.DOCS_LOCALES?.split(',') ?? all;
  return [...chosen].sort((a, b) => (b === defaultLocale) - (a === defaultLocale));
}

function docusaurusBuild(outDir, extraArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, docusaurus, 'build', '--out-dir', outDir, ...extraArgs, ...args], {stdio: 'inherit', env: {...process.env, ...env}});
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const apart = (index) => `${next}.${index}`;
function removeOutputs(count) {
  for (let index = 0; index < count; index += 1) fs.rmSync(index === 0 ? next : apart(index), {recursive: true, force: true});
}

function fail(message, count) {
  removeOutputs(count);
  if (message) console.error(`\n${message}`);
  console.error(`\nThe build stopped: ${out}/ is unchanged. Fix the error above (it names the file and line) and build again.`);
  process.exit(1);
}

const runs = locales();
const count = Math.max(runs.length, 1);
removeOutputs(count);
if (runs.length === 0) {
  if ((await docusaurusBuild(next, [], {})) !== 0) fail('', count);
} else {
  const indexing = [];
  for (const [index, locale] of runs.entries()) {
    // The last locale's index is built in its postBuild, beside the other steps there.
    const last = index === runs.length - 1;
    if ((await docusaurusBuild(index === 0 ? next : apart(index), ['--locale', locale], last ? {} : {SEARCH_INDEX_LATER: '1'})) !== 0) {
      await Promise.all(indexing);
      fail('', count);
    }
    if (last) break;
    const site = path.resolve(index === 0 ? next : path.join(apart(index), locale));
    // Settles with the error, if any: a rejection left waiting for the next build would end the script.
    indexing.push(indexSite(process.cwd(), site).then((pages) => console.log(`[INFO] Search index: ${pages} pages of ${locale}.`), (error) => error));
  }
  const failed = (await Promise.all(indexing)).find((error) => error);
  if (failed) fail(failed.message, count);
  for (let index = 1; index < runs.length; index += 1) {
    for (const entry of fs.readdirSync(apart(index))) fs.renameSync(path.join(apart(index), entry), path.join(next, entry));
    fs.rmSync(apart(index), {recursive: true, force: true});
  }
}
fs.rmSync(old, {recursive: true, force: true});
if (fs.existsSync(out)) fs.renameSync(out, old);
fs.renameSync(next, out);
fs.rmSync(old, {recursive: true, force: true});

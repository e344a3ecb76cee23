// Builds the site into a temporary folder and swaps it in only when the build succeeds, so a writer's
// mistake that stops the build leaves the last good build/ in place (served, deployed or tested).
// Arguments go to `docusaurus build` (e.g. --locale en).
//
// Each locale builds in a process of its own, the default first. In one process, as `docusaurus
// build` does, the first locale's bundler memory (about 1.8 GB) was still held while the next one
// bundled, and the build peaked at 3.5 GB.
//
// A locale's build starts as the one before finishes (its postBuild and its process's end, ~2.5 s
// together), and the search index of a locale but the last (~2 s) is built
// here once that locale's process has ended, beside the next locale's build: ~3.5 s sooner done
// in all. So that the indexer reads only its own locale's pages, a later locale builds apart, into
// build.next.<n>/<locale>, and moves into build.next/ when every locale and index is done, with the
// response headers it wrote: site-head writes them from the notes of every locale whose postBuild
// has run, and the one before ran its postBuild as this one started, some 10 s earlier.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

// The search indexer is TypeScript, as the plugin that runs it for the last locale: loaded as
// Docusaurus loads the site's config.
const {indexSite} = createRequire(import.meta.url)('jiti')(import.meta.url)('../plugins/local-search/src/indexer/indexSite.ts');

// DOCS_BUILD_DIR builds into another folder (npm test's build without the optimization layer).
const out = process.env.DOCS_BUILD_DIR ?? 'build';
const [next, old] = [`${out}.next`, `${out}.old`];
const args = process.argv.slice(2);
// The CLI itself, not through npx, which takes a second or two more for each locale.
const docusaurus = path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
// A larger young generation: compiling the pages' markdown makes many short-lived objects, and with
// V8's default (16 MB) a clean Chinese build spent ~6 s collecting them. With 64 MB it took ~59 s
// instead of ~66 (3 and 2 runs) for ~250 MB more memory; 128 MB was no faster.
const nodeFlags = ['--max-semi-space-size=64'];
// Docusaurus minifies each page's HTML as it renders it (@swc/html): ~1.6 s of each locale's static
// rendering on both cores, for 3 % of a page's gzip size (quotes around attribute values, the
// head's inline scripts). Pages go out as React renders them.
const htmlEnv = {SKIP_HTML_MINIFICATION: 'true'};

/** The locales to build, the default first; `[null]` when the arguments choose (one run, as given). */
function locales() {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale=') || arg === '-l')) return [null];
  const {defaultLocale, locales: all} = JSON.parse(fs.readFileSync('i18n/locales.json', 'utf8'));
  const chosen = process.env.DOCS_LOCALES?.split(',') ?? all;
  return [...chosen].sort((a, b) => (b === defaultLocale) - (a === defaultLocale));
}

/**
 * One `docusaurus build` run: `exited` resolves to its exit code (also kept as `code`), `rendered`
 * once its pages are written (plugins/local-search says so as postBuild starts) or it has ended.
 */
function docusaurusBuild(outDir, extraArgs, env) {
  const child = spawn(process.execPath, [...nodeFlags, docusaurus, 'build', '--out-dir', outDir, ...extraArgs, ...args], {stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: {...process.env, ...htmlEnv, ...env}});
  const run = {child, code: null};
  run.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve((run.code = code ?? (signal ? 1 : 0)))));
  run.rendered = Promise.race([new Promise((resolve) => child.on('message', (message) => message === 'rendered' && resolve())), run.exited]);
  return run;
}

const runs = locales();
const outDirs = runs.map((_, index) => (index === 0 ? next : `${next}.${index}`));

function fail(message) {
  for (const dir of outDirs) fs.rmSync(dir, {recursive: true, force: true});
  if (message) console.error(`\n${message}`);
  console.error(`\nThe build stopped: ${out}/ is unchanged. Fix the error above (it names the file and line) and build again.`);
  process.exit(1);
}

for (const dir of outDirs) fs.rmSync(dir, {recursive: true, force: true});
const builds = [];
for (const [index, locale] of runs.entries()) {
  // The last locale's index is built in its postBuild, beside the other steps there.
  const last = index === runs.length - 1;
  const build = docusaurusBuild(outDirs[index], locale ? ['--locale', locale] : [], last ? {} : {SEARCH_INDEX_LATER: '1'});
  const site = path.resolve(index === 0 ? next : path.join(outDirs[index], locale));
  // Settles with the indexer's error, if any: a rejection left waiting for the next build would end the script.
  build.indexed = last
    ? null
    : build.exited.then((code) => {
        if (code !== 0) return null;
        try {
          console.log(`[INFO] Search index: ${indexSite(process.cwd(), site)} pages of ${locale}.`);
          return null;
        } catch (error) {
          return error;
        }
      });
  builds.push(build);
  // The next locale starts while this one finishes (its postBuild, ~1 s, and its process's end,
  // ~1.4 s). Not sooner: both write .docusaurus/ as they load, and this one reads it as it bundles.
  await build.rendered;
  if (build.code) break;
}
let failure = null;
for (const build of builds) {
  const code = await build.exited;
  const error = await build.indexed;
  // One locale failed: the others stop too, and are waited for before their folders go.
  if ((code !== 0 || error) && failure === null) {
    failure = error?.message ?? '';
    for (const other of builds) other.child.kill();
  }
}
if (failure !== null) fail(failure);
for (const dir of outDirs.slice(1)) {
  for (const entry of fs.readdirSync(dir)) fs.renameSync(path.join(dir, entry), path.join(next, entry));
  fs.rmSync(dir, {recursive: true, force: true});
}
fs.rmSync(old, {recursive: true, force: true});
if (fs.existsSync(out)) fs.renameSync(out, old);
fs.renameSync(next, out);
fs.rmSync(old, {recursive: true, force: true});

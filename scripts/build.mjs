// Builds the site into a temporary folder and swaps it in only when the build succeeds, so a writer's
// mistake that stops the build leaves the last good build/ in place (served, deployed or tested).
// Arguments go to `docusaurus build` (e.g. --locale en).
//
// Each locale builds in a process of its own, the default first (the others build into its
// subfolders). In one process, as `docusaurus build` does, the first locale's bundler memory (about
// 1.8 GB) was still held while the next one bundled, and the build peaked at 3.5 GB.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [out, next, old] = ['build', 'build.next', 'build.old'];
const args = process.argv.slice(2);
// The CLI itself, not through npx, which takes a second or two more for each locale.
const docusaurus = path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
// A larger young generation: compiling the pages' markdown makes many short-lived objects, and with
// V8's default (16 MB) a clean Chinese build spent ~6 s collecting them. With 64 MB it took ~59 s
// instead of ~66 (3 and 2 runs) for ~250 MB more memory; 128 MB was no faster.
const nodeFlags = ['--max-semi-space-size=64'];

function localeRuns() {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale=') || arg === '-l')) return [[]];
  const {defaultLocale, locales} = JSON.parse(fs.readFileSync('i18n/locales.json', 'utf8'));
  const chosen = process.env.DOCS_LOCALES?.split(',') ?? locales;
  return [...chosen].sort((a, b) => (b === defaultLocale) - (a === defaultLocale)).map((locale) => ['--locale', locale]);
}

fs.rmSync(next, {recursive: true, force: true});
for (const locale of localeRuns()) {
  const result = spawnSync(process.execPath, [...nodeFlags, docusaurus, 'build', '--out-dir', next, ...locale, ...args], {stdio: 'inherit'});
  if (result.status !== 0) {
    fs.rmSync(next, {recursive: true, force: true});
    console.error(`\nThe build stopped: ${out}/ is unchanged. Fix the error above (it names the file and line) and build again.`);
    process.exit(result.status ?? 1);
  }
}
fs.rmSync(old, {recursive: true, force: true});
if (fs.existsSync(out)) fs.renameSync(out, old);
fs.renameSync(next, out);
fs.rmSync(old, {recursive: true, force: true});

// Builds the site into a temporary folder and swaps it in only when the build succeeds, so a writer's
// mistake that stops the build leaves the last good build/ in place (served, deployed or tested).
// Arguments go to `docusaurus build` (e.g. --locale en).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const [out, next, old] = ['build', 'build.next', 'build.old'];
fs.rmSync(next, {recursive: true, force: true});
const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', next, ...process.argv.slice(2)], {stdio: 'inherit'});
if (result.status !== 0) {
  fs.rmSync(next, {recursive: true, force: true});
  console.error(`\nThe build stopped: ${out}/ is unchanged. Fix the error above (it names the file and line) and build again.`);
  process.exit(result.status ?? 1);
}
fs.rmSync(old, {recursive: true, force: true});
if (fs.existsSync(out)) fs.renameSync(out, old);
fs.renameSync(next, out);
fs.rmSync(old, {recursive: true, force: true});

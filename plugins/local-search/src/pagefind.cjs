// Runs Pagefind over one locale's build folder: the plugin's postBuild does, or scripts/build.mjs
// once that locale's build is done (see index.ts). CommonJS, so the build script can load it too.
const {execFile} = require('node:child_process');
const path = require('node:path');

/** Where each locale's search bundle is written, under its build folder. */
const BUNDLE_DIR = 'pagefind';

/** Indexes the pages under `site` into `site/pagefind/`; resolves to how many pages it indexed. */
function indexSite(siteDir, site) {
  // Pagefind's Node API is ES-module only, which the configuration loader cannot import; its CLI
  // wrapper runs the same (extended, CJK-segmenting) binary.
  const runner = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
  const args = [runner, '--site', site, '--output-path', path.join(site, BUNDLE_DIR)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}, (error, stdout, stderr) => {
      if (error) reject(new Error(`Pagefind could not index ${site}:\n${stdout}${stderr}`));
      else resolve(Number(/Indexed (\d+) pages?/.exec(stdout)?.[1] ?? NaN));
    });
  });
}

module.exports = {indexSite};

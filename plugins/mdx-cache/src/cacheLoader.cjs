// Put after the markdown loaders (`enforce: 'post'`), so its pitch runs before them and its normal
// step after them. The pitch answers from the cache when the module was compiled before, skipping
// the markdown and JavaScript loaders; otherwise the normal step stores what they produced.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {markdownLoaderAfter} = require('../../shared/markdownLoader.cjs');

const HOOK = 'plugins/mdx-cache/src/cacheLoader.cjs';

/**
 * The cache file of a module: one per compiler side, file (with query), content, and the loaders
 * it skips, each named with its rule (`ruleSet[1].rules[8].use[0]`): a file that two rules compile
 * differently (a page of one locale's docs, which another locale's build compiles as plain
 * markdown) gets two entries.
 */
function cacheFile({cacheDir, side, siteDir}, {resourcePath, resourceQuery, loaders}, content) {
  const chain = loaders.map((loader) => `${path.relative(siteDir, loader.path)}??${loader.ident ?? ''}`).join('!');
  const key = crypto.createHash('sha256').update(`${side}\0${chain}\0${path.relative(siteDir, resourcePath)}${resourceQuery}\0`).update(content).digest('hex');
  return path.join(cacheDir, `${key.slice(0, 32)}.js`);
}

module.exports = function mdxCacheLoader(source) {
  const file = this.data.cacheFile;
  if (!file) return source;
  // Written whole, then renamed: the client and server compilers may store at once. Written off
  // the build's thread, which compiles other pages meanwhile (in a clean build it spent ~0.6 s
  // writing 570-odd entries).
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const callback = this.async();
  fs.promises
    .mkdir(path.dirname(file), {recursive: true})
    .then(() => fs.promises.writeFile(partial, source))
    .then(() => fs.promises.rename(partial, file))
    .then(() => callback(null, source), callback);
  return undefined;
};

module.exports.pitch = function mdxCachePitch() {
  // What the cache stands in for must be Docusaurus's markdown loader, or it would keep something else.
  markdownLoaderAfter(this, HOOK);
  const compiled = {resourcePath: this.resourcePath, resourceQuery: this.resourceQuery, loaders: this.loaders.slice(this.loaderIndex + 1)};
  const file = cacheFile(this.getOptions(), compiled, fs.readFileSync(this.resourcePath));
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  this.data.cacheFile = file;
  return undefined;
};

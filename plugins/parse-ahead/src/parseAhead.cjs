// The parses the worker thread made, from the loader that asks for them (parseAheadLoader.cjs) to
// the parser that takes them (remarkParseAhead.ts). The two are loaded apart (the bundler requires
// the loader, the site's configuration imports the remark plugin), so they meet on globalThis.
const path = require('node:path');
const {Worker} = require('node:worker_threads');

/**
 * What a unified processor parses markdown into, as a string: the node types its syntax extensions
 * turn tokens into, in order. Two processors with one fingerprint build the same tree from a
 * document; a syntax plugin added to one of them changes it (remark-math adds `math`).
 */
function syntaxFingerprint(processor) {
  const extensions = (processor.data('fromMarkdownExtensions') ?? []).flat(Infinity);
  const tokens = extensions.map((extension) => [...Object.keys(extension.enter ?? {}), '/', ...Object.keys(extension.exit ?? {})].join(' '));
  return `${(processor.data('micromarkExtensions') ?? []).length}|${tokens.join('|')}`;
}

const STATE = Symbol.for('uni-app-docs.parse-ahead');

function state() {
  globalThis[STATE] ??= {worker: null, unavailable: false, fingerprints: null, nextId: 0, pending: new Map(), parsed: new Map()};
  return globalThis[STATE];
}

function settleAll(s) {
  for (const resolve of s.pending.values()) resolve(undefined);
  s.pending.clear();
}

function startWorker(s) {
  if (s.worker) return s.worker;
  const worker = new Worker(path.join(__dirname, 'parseWorker.mjs'));
  worker.on('message', (message) => {
    if (message.fingerprints) {
      s.fingerprints = message.fingerprints;
      return;
    }
    const resolve = s.pending.get(message.id);
    s.pending.delete(message.id);
    // An idle worker does not keep the build running.
    if (s.pending.size === 0) worker.unref();
    resolve?.(message.tree);
  });
  // Without the worker every page is parsed on the build's thread, as it would be without this plugin.
  const stop = () => {
    s.unavailable = true;
    s.worker = null;
    settleAll(s);
  };
  worker.on('error', stop);
  worker.on('exit', stop);
  s.worker = worker;
  return worker;
}

/**
 * The worker's parse of `doc` in `format` (`md`, `mdx`): its tree, and the fingerprint of the
 * syntax it was parsed with; undefined when it does not parse.
 */
function parseAhead(format, doc) {
  const s = state();
  if (s.unavailable) return Promise.resolve(undefined);
  const worker = startWorker(s);
  const id = s.nextId++;
  worker.ref();
  worker.postMessage({id, format, doc});
  return new Promise((resolve) => s.pending.set(id, (tree) => resolve(tree && {tree, fingerprint: s.fingerprints?.[format]})));
}

/**
 * @typedef {{doc: string, tree: import('mdast').Root, fingerprint: string}} Parsed
 * A page's document, its tree, and the syntax it was parsed with.
 */

/** Keeps a parse of a page's document for the parser. @param {string} filePath @param {Parsed} entry */
function keepParsed(filePath, entry) {
  state().parsed.set(filePath, entry);
}

/**
 * The parse kept for this page and exactly this document, once.
 * @param {string} filePath
 * @param {string} doc
 * @returns {Parsed | undefined}
 */
function takeParsed(filePath, doc) {
  const {parsed} = state();
  const entry = parsed.get(filePath);
  if (!entry || entry.doc !== doc) return undefined;
  parsed.delete(filePath);
  return entry;
}

/**
 * The worker's syntax fingerprint for each format, once it has started.
 * @returns {{md: string, mdx: string} | null}
 */
function workerFingerprints() {
  return state().fingerprints;
}

module.exports = {syntaxFingerprint, parseAhead, keepParsed, takeParsed, workerFingerprints};

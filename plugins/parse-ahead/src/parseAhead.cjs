// The parses the worker thread made, from the loader that asks for them (parseAheadLoader.cjs) to
// the parser that takes them (remarkParseAhead.ts). The two are loaded apart (the bundler requires
// the loader, the site's configuration imports the remark plugin), so they meet on globalThis.
const path = require('node:path');
const {Worker} = require('node:worker_threads');
const {hookError} = require('../../shared/hookError.cjs');

const HOOK = 'plugins/parse-ahead/src/parseAhead.cjs';

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
  globalThis[STATE] ??= {worker: null, failure: null, fingerprints: null, nextId: 0, pending: new Map(), parsed: new Map()};
  return globalThis[STATE];
}

function startWorker(s) {
  if (s.worker) return s.worker;
  const worker = new Worker(path.join(__dirname, 'parseWorker.mjs'));
  worker.on('message', (message) => {
    if (message.fingerprints) {
      s.fingerprints = message.fingerprints;
      return;
    }
    const pending = s.pending.get(message.id);
    s.pending.delete(message.id);
    // An idle worker does not keep the build running.
    if (s.pending.size === 0) worker.unref();
    pending?.resolve(message.tree);
  });
  // A worker that cannot start or dies (its parsers are Docusaurus's own packages, loaded as
  // Docusaurus loads them: syntax.mjs) stops the build; pages parsed on the build's thread instead
  // would only lose the time saved, unnoticed.
  const fail = (cause) => {
    s.failure ??= hookError(HOOK, `the parse worker (parseWorker.mjs, with the parsers of syntax.mjs) failed: ${cause}`, 'Update plugins/parse-ahead/src/syntax.mjs to load the markdown packages as Docusaurus does');
    s.worker = null;
    for (const {reject} of s.pending.values()) reject(s.failure);
    s.pending.clear();
  };
  worker.on('error', (error) => fail(error.stack ?? String(error)));
  worker.on('exit', (code) => code !== 0 && fail(`it exited with code ${code}`));
  s.worker = worker;
  return worker;
}

/**
 * The worker's parse of `doc` in `format` (`md`, `mdx`): its tree, and the fingerprint of the
 * syntax it was parsed with; undefined when it does not parse. Rejects when the worker fails.
 */
function parseAhead(format, doc) {
  const s = state();
  if (s.failure) return Promise.reject(s.failure);
  const worker = startWorker(s);
  const id = s.nextId++;
  worker.ref();
  worker.postMessage({id, format, doc});
  return new Promise((resolve, reject) => s.pending.set(id, {resolve: (tree) => resolve(tree && {tree, fingerprint: s.fingerprints?.[format]}), reject}));
}

/**
 * @typedef {{doc: string, fileContent?: string, tree?: import('mdast').Root, fingerprint?: string}} ParsedDoc
 * A document the loader worked out for a page from the file's text, with the worker's tree and the
 * syntax it was parsed with (no tree when the document does not parse).
 * @typedef {ParsedDoc | {error: unknown, fileContent?: string}} Parsed
 * What the loader left for a page: a document, or the error it met working the document out.
 */

/** Keeps what the loader made of a page for the parser. @param {string} filePath @param {Parsed} entry */
function keepParsed(filePath, entry) {
  const {parsed} = state();
  parsed.set(filePath, [...(parsed.get(filePath) ?? []), entry]);
}

/**
 * What the loader left for this page and exactly this document, once: undefined when it left
 * nothing for the page (it did not see this compile of it), `{others}` (what it left, dropped)
 * when it left something else.
 * @param {string} filePath
 * @param {string} doc
 * @returns {ParsedDoc | {others: Parsed[]} | undefined}
 */
function takeParsed(filePath, doc) {
  const {parsed} = state();
  /** @type {Parsed[] | undefined} */
  const entries = parsed.get(filePath);
  if (!entries) return undefined;
  const index = entries.findIndex((entry) => 'doc' in entry && entry.doc === doc);
  if (index < 0) {
    parsed.delete(filePath);
    return {others: entries};
  }
  const [entry] = /** @type {ParsedDoc[]} */ (entries.splice(index, 1));
  if (entries.length === 0) parsed.delete(filePath);
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

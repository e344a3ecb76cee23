// Parses markdown documents for the build's thread. In: {id, format, doc}. Out: first
// {fingerprints: {md, mdx}}, then {id, tree} per document, or {id} when the document does not
// parse (the build's own parse then reports the error).
import os from 'node:os';
import {parentPort} from 'node:worker_threads';
import {createRequire} from 'node:module';
import {createParser} from './syntax.mjs';

const {syntaxFingerprint} = createRequire(import.meta.url)('./parseAhead.cjs');
// The lowest priority: the build's thread, which takes these parses, is the one the bundler waits
// for, and should not wait for this thread's share of a core.
os.setPriority(19);
const parsers = {md: createParser('md'), mdx: createParser('mdx')};
parentPort.postMessage({fingerprints: {md: syntaxFingerprint(parsers.md), mdx: syntaxFingerprint(parsers.mdx)}});

parentPort.on('message', ({id, format, doc}) => {
  let tree;
  try {
    tree = parsers[format].parse(doc);
  } catch {
    tree = undefined;
  }
  parentPort.postMessage({id, tree});
});

import fs from 'node:fs';
import type {Root} from 'mdast';
import {hookError} from '../../shared/hookError.cjs';
import {syntaxFingerprint, takeParsed, workerFingerprints} from './parseAhead.cjs';

type File = {path: string};
type Parser = (document: string, file: File) => Root;
type Processor = {parser?: Parser; data(key: string): unknown};

const HOOK = 'plugins/parse-ahead/src/parseAheadLoader.cjs';
const MDX_LOADER = "Docusaurus's markdown loader (@docusaurus/mdx-loader/lib/loader.js)";

/** Whether the page's file no longer holds the text the loader read for any of its entries. */
function savedSince(filePath: string, entries: {fileContent?: string}[]): boolean {
  let now: string;
  try {
    now = fs.readFileSync(filePath, 'utf8');
  } catch {
    return false;
  }
  return entries.every((entry) => entry.fileContent !== undefined && entry.fileContent !== now);
}

/**
 * Gives the processor the tree the worker parsed for a page (parseAheadLoader.cjs): the loader
 * worked out the very document the processor parses, and the worker parsed it with this
 * processor's syntax. Where the loader left nothing (a compile it did not see), the processor
 * parses. Where the loader and Docusaurus's markdown loader went apart (another document, another
 * format, a document only one of them could work out or parse) over the same text of the file,
 * the build stops: the loader imitates Docusaurus's, which changed. First of the remark plugins,
 * so that the ones that wrap the parser (remarkMdxErrors) wrap this.
 */
export default function remarkParseAhead(this: Processor): void {
  const processor = this;
  const parse = this.parser;
  if (!parse) return;
  let fingerprint: string | undefined;
  this.parser = (document, file) => {
    const parsed = takeParsed(file.path, document);
    if (!parsed) return parse(document, file);
    const differs = (problem: string) => hookError(HOOK, `${file.path}: ${problem}`, `Update ${HOOK} to work out the document as ${MDX_LOADER} does`);
    if ('others' in parsed) {
      // A writer saved the page between the loader's read and the bundler's: the document is newer,
      // not worked out otherwise.
      if (savedSince(file.path, parsed.others)) return parse(document, file);
      const failed = parsed.others.find((entry) => 'error' in entry);
      throw differs(
        failed && 'error' in failed
          ? `working out the page's document failed (${String(failed.error)}), where ${MDX_LOADER} did it`
          : `the document worked out for the page differs from the one ${MDX_LOADER} parses`,
      );
    }
    // A page that does not parse is a writer's mistake, which the processor's own parse reports.
    if (!parsed.tree) {
      parse(document, file);
      throw differs(`the parse worker could not parse the page, which the markdown processor parses`);
    }
    fingerprint ??= syntaxFingerprint(processor);
    if (parsed.fingerprint === fingerprint) return parsed.tree;
    if (Object.values(workerFingerprints() ?? {}).includes(fingerprint)) {
      throw differs(`the loader parsed the page in the other format (md or mdx) than ${MDX_LOADER} compiles it in`);
    }
    throw new Error(
      `${file.path}: the markdown processor parses syntax that plugins/parse-ahead/src/syntax.mjs lacks. A remark plugin that adds syntax (as remark-math does) must be added there too, at its place in the processor's order.`,
    );
  };
}

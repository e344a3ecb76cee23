import type {Root} from 'mdast';
import {syntaxFingerprint, takeParsed, workerFingerprints} from './parseAhead.cjs';

type File = {path: string};
type Parser = (document: string, file: File) => Root;
type Processor = {parser?: Parser; data(key: string): unknown};

/**
 * Gives the processor the tree the worker parsed for a page (parseAheadLoader.cjs), when it parsed
 * this very document with this processor's syntax; otherwise the processor parses it itself.
 * First of the remark plugins, so that the ones that wrap the parser (remarkMdxErrors) wrap this.
 */
export default function remarkParseAhead(this: Processor): void {
  const processor = this;
  const parse = this.parser;
  if (!parse) return;
  let fingerprint: string | undefined;
  this.parser = (document, file) => {
    const parsed = takeParsed(file.path, document);
    if (!parsed) return parse(document, file);
    fingerprint ??= syntaxFingerprint(processor);
    if (parsed.fingerprint === fingerprint) return parsed.tree;
    // The other format's parse: the loader read the page's format differently. Anything else
    // means the markdown processor has syntax the worker lacks.
    if (!Object.values(workerFingerprints() ?? {}).includes(fingerprint)) {
      throw new Error(
        `${file.path}: the markdown processor parses syntax that plugins/parse-ahead/src/syntax.mjs lacks. A remark plugin that adds syntax (as remark-math does) must be added there too, at its place in the processor's order.`,
      );
    }
    return parse(document, file);
  };
}

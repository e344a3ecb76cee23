import type {Root} from 'mdast';
import {fileError} from './fileError';

export type RemarkMdxErrorsOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
};

type File = {path: string};
type Parser = (document: string, file: File) => Root;
/** What the MDX parser throws (a vfile message): the reason, and the line when it has a place. */
type ParseMessage = Error & {reason: string; line?: number};

const MDX_HINT =
  'In an .mdx page every tag must be closed (<br />, <div>…</div>) and { or < in text starts code: close the tag, write \\{ or \\< for the character itself, or rename the page to .md if it uses no components.';

function isParseMessage(error: unknown): error is ParseMessage {
  return error instanceof Error && typeof (error as Partial<ParseMessage>).reason === 'string';
}

/**
 * Makes a syntax error of the markdown parser (in practice MDX: an unclosed tag, a stray `{`) name
 * `file:line` and what to do, like every other writer's error; by itself it names the absolute
 * file apart from the line, and gives no advice. It wraps the parser, since parsing fails before
 * any remark plugin sees a tree.
 */
export default function remarkMdxErrors(this: {parser?: Parser}, {siteDir}: RemarkMdxErrorsOptions): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    try {
      return parse(document, file);
    } catch (error) {
      if (!isParseMessage(error)) throw error;
      // An unclosed tag at the end of the page has no place of its own; its reason names where it opens: "(7:1-7:23)".
      const line = error.line ?? Number(/\((\d+):\d+/.exec(error.reason)?.[1]);
      const hint = /\.mdx$/i.test(file.path) ? MDX_HINT : 'Check the markdown syntax there.';
      throw fileError(file, Number.isNaN(line) ? undefined : line, siteDir, `${error.reason.replace(/\.?$/, '.')} ${hint}`);
    }
  };
}

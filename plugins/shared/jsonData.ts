import {getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError} from 'jsonc-parser';

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The line of a JSON text where `"key"` first appears as a key, for error messages. */
export function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  const index = at === -1 ? text.indexOf(JSON.stringify(key)) : at;
  return index === -1 ? 1 : lineAt(text, index);
}

// Writers are told the line and a likely cause, not the parser's code name.
const HINTS: Record<string, string> = {
  CommaExpected: 'a comma is missing between two entries',
  PropertyNameExpected: 'a key must be in double quotes (or a comma is left after the last entry)',
  ValueExpected: 'a value is missing (or a comma is left after the last entry)',
  ColonExpected: 'a colon is missing after a key',
  CloseBraceExpected: 'a "}" is missing',
  CloseBracketExpected: 'a "]" is missing',
  EndOfFileExpected: 'there is text after the end of the JSON object',
  InvalidSymbol: 'unexpected character; strings use double quotes',
  UnexpectedEndOfString: 'a string is not closed with a double quote',
};

// The parser notices these at the next token, often a line later; the mistake is just before it
// (the comma missing or left over at the end of the previous entry).
const NOTICED_AFTER = new Set(['CommaExpected', 'PropertyNameExpected', 'ValueExpected', 'CloseBraceExpected', 'CloseBracketExpected']);

/** The line of a parse error: for those noticed late, the line of the last character before it. */
function errorLine(text: string, code: string, offset: number): number {
  if (!NOTICED_AFTER.has(code)) return lineAt(text, offset);
  const before = text.slice(0, offset).trimEnd();
  return lineAt(text, before.length === 0 ? offset : before.length - 1);
}

function duplicateKey(node: Node | undefined): Node | undefined {
  if (!node?.children) return undefined;
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children) {
      const key = property.children?.[0];
      if (key && seen.has(key.value as string)) return key;
      if (key) seen.add(key.value as string);
    }
  }
  for (const child of node.children) {
    const found = duplicateKey(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses a data file that holds one JSON object; `example` shows its expected form in errors.
 * Syntax errors and keys written twice (JSON.parse would silently keep the last) name the line.
 */
export function parseJsonObject(file: string, text: string, example: string): Record<string, unknown> {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {disallowComments: true, allowTrailingComma: false});
  const [error] = errors;
  if (error) {
    const code = printParseErrorCode(error.error);
    throw new Error(`${file}:${errorLine(text, code, error.offset)}: not valid JSON: ${HINTS[code] ?? code}. Check commas and quotes.`);
  }
  const duplicate = duplicateKey(tree);
  if (duplicate) {
    throw new Error(`${file}:${lineAt(text, duplicate.offset)}: "${duplicate.value as string}" is written twice in the same object; keep one.`);
  }
  const json: unknown = tree ? getNodeValue(tree) : undefined;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${file}:1: the file is one JSON object, such as ${example}.`);
  }
  return json as Record<string, unknown>;
}

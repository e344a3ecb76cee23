// The one tokenizer of the site's search, used to index the built pages (Node) and to read a
// reader's query (browser, and the evaluation in Node), so both sides cut text the same way.
//
// Han text is cut into overlapping character pairs (and single characters), as Lucene's CJK
// analysis does: no dictionary has to agree between index and query, so 剪贴板 is 剪贴 + 贴板 on
// both sides. Latin words are lowercased; a dotted or hyphenated name (uni.showModal, scroll-view)
// is a token of its own beside its parts, and a camelCase word also gives its parts (navigateTo:
// navigate, to), so English words find API names.

/** A Han run, or a word of letters, digits, `_` and `$` with inner dots and hyphens. */
const TOKEN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}_$])+(?:[.-](?:(?!\p{Script=Han})[\p{L}\p{N}_$])+)*)/gu;
const CAMEL_PART = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The character pairs of a Han run, or the run itself when it is one character. */
export function hanPairs(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, index) => chars[index]! + char);
}

/** The tokens a Latin word gives: itself, its dotted or hyphenated parts, its camelCase parts (from the original case). */
export function wordTokens(word: string): string[] {
  const tokens = new Set([normalize(word)]);
  const parts = word.split(/[.-]/);
  for (const part of parts) {
    if (parts.length > 1) tokens.add(normalize(part));
    const camel = part.match(CAMEL_PART);
    if (camel && camel.length > 1) for (const piece of camel) tokens.add(normalize(piece));
  }
  return [...tokens].filter((token) => token !== '');
}

/**
 * Calls `emit` with every token of `text` for the index: each Han character and each pair of
 * neighbouring Han characters, and each Latin word's tokens.
 */
export function indexTokens(text: string, emit: (token: string) => void): void {
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) {
    if (match[1]) {
      const chars = Array.from(match[1]);
      chars.forEach((char, index) => {
        emit(char);
        if (index > 0) emit(chars[index - 1]! + char);
      });
    } else {
      for (const token of wordTokens(match[2]!)) emit(token);
    }
  }
}

/** The runs of a text as the query reader sees them: Han runs and Latin words, in order. */
export function runs(text: string): {text: string; han: boolean}[] {
  return [...text.normalize('NFKC').matchAll(TOKEN)].map((match) => ({text: match[1] ?? match[2]!, han: !!match[1]}));
}

/**
 * The forms of a name that a whole query matches: `uni.getSystemInfo(OBJECT)` → `uni.getsysteminfo`
 * and `getsysteminfo`. The indexer files pages under their titles' and API headings' names; a query
 * is looked up by its own.
 */
export function nameKeys(text: string): string[] {
  const name = normalize(text).replace(/\s+/g, ' ').trim().replace(/\s*\(.*\)$/, '');
  if (name === '') return [];
  return name.startsWith('uni.') && name.length > 4 ? [name, name.slice(4)] : [name];
}

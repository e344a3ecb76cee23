import {normalize, runs} from '../engine/tokenize';

/**
 * Reads the writers' synonym list: one group per line, its words separated by spaces (a query with
 * any of them also finds pages with the others); `#` starts a comment. A word is Chinese characters
 * only, or one code word. A group needs two words, and
 * a word may be in one group only. Errors name the file and line.
 */
export function parseSynonyms(file: string, text: string): string[][] {
  const groups: string[][] = [];
  const lineOf = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const words = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean).map(normalize);
    if (words.length === 0) return;
    if (words.length < 2) throw new Error(`${file}:${line}: a synonym group needs at least two words, separated by spaces: "${raw.trim()}". Add the words it means the same as, or delete the line.`);
    for (const word of words) {
      const parts = runs(word);
      if (parts.length !== 1 || parts[0]!.text !== word) {
        throw new Error(`${file}:${line}: "${word}" is not one word: a synonym is Chinese characters only, or one code word (letters, digits, inner . or -)`);
      }
      const earlier = lineOf.get(word);
      if (earlier !== undefined) throw new Error(`${file}:${line}: "${word}" is already in the group on line ${earlier}; a word belongs to one group (merge the two lines)`);
      lineOf.set(word, line);
    }
    groups.push(words);
  });
  return groups;
}

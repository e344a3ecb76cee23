import {hanPairs, normalize, runs, wordTokens} from './tokenize';

/**
 * One thing a query asks for. A page meets it through any of its alternatives (synonyms, or a
 * code name's parts), each a list of index terms; `weight` is its share of the query. `needles`
 * are the strings excerpts mark (of a synonym group, `wholeNeedles`, only whole words). `typing`:
 * the code word at the end of the query, which the reader may still be typing. `code`: a word that
 * is code (showModal, scroll-view, globalData), which a page that answers the query has.
 */
export type Clause = {alternatives: {terms: string[]; factor: number}[]; weight: number; needles: string[]; wholeNeedles?: boolean; typing?: string; code?: boolean};

// Words that carry no subject in a reader's question (怎么设置剪贴板, how to …): cut out of Han
// runs, dropped as English words, unless they are the whole query.
const HAN_FILLERS = /怎么|怎样|如何|什么|为什么|请问|的|吗|呢/g;
const ENGLISH_FILLERS = new Set(['a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'how', 'do', 'does', 'is', 'are', 'with', 'i', 'my', 'what', 'can']);
const HAN = /\p{Script=Han}/u;

/** Synonym groups as the index holds them: each word normalized. */
export type Synonyms = readonly (readonly string[])[];

function hanClauses(run: string, keepFillers: boolean): Clause[] {
  const pieces = keepFillers ? [run] : run.split(HAN_FILLERS).filter((piece) => piece !== '');
  return pieces.flatMap((piece) => hanPairs(piece).map((term) => ({alternatives: [{terms: [term], factor: 1}], weight: 1, needles: [piece]})));
}

function wordClause(word: string): Clause {
  const [whole] = wordTokens(word);
  const alternatives = [{terms: [whole!], factor: 1}];
  // uni.getLocation also finds a page that writes getLocation; scroll-view one that writes scroll
  // view. Not camelCase pieces: show and modal of showModal are on every other page.
  const parts = word.split(/[.-]/).map(normalize).filter((part) => part !== '' && part !== 'uni');
  if (parts.length > 1 || (parts.length === 1 && parts[0] !== whole)) alternatives.push({terms: parts, factor: 0.6});
  return {alternatives, weight: 1, needles: [whole!, ...parts.filter((part) => part !== whole)], code: isCode(word)};
}

function termsOf(text: string): string[] {
  return runs(text).flatMap((run) => (run.han ? hanPairs(run.text) : wordTokens(run.text).slice(0, 1)));
}

const isCode = (word: string) => /[.\-_$]|[a-z][A-Z]/.test(word);

/** A synonym as the query has it (`typed`, its case kept) and its group. */
function synonymClause(typed: string, group: readonly string[]): Clause {
  const word = normalize(typed);
  return {alternatives: group.map((other) => ({terms: termsOf(other), factor: 1})), weight: Math.max(1, termsOf(word).length), needles: [...group], wholeNeedles: true, code: isCode(typed)};
}

/** A Han run cut at the synonyms in it (the longest first): synonyms and the plain pieces between. */
function hanPieces(run: string, groupOf: Map<string, readonly string[]>, words: string[]): ({plain: string} | {word: string})[] {
  const pieces: ({plain: string} | {word: string})[] = [];
  let plain = '';
  for (let index = 0; index < run.length; ) {
    const word = words.find((candidate) => run.startsWith(candidate, index));
    if (word) {
      if (plain) pieces.push({plain});
      plain = '';
      pieces.push({word});
      index += word.length;
    } else {
      plain += run[index];
      index += 1;
    }
  }
  if (plain) pieces.push({plain});
  return pieces;
}

/**
 * A query's clauses. A synonym in it (a Latin word as a whole, a Han word anywhere in a Han run,
 * the longest first) is one clause whose alternatives are its group; the rest is cut by the
 * tokenizer. Filler words are left out unless nothing else is left.
 */
export function parseQuery(query: string, synonyms: Synonyms): Clause[] {
  const groupOf = new Map<string, readonly string[]>();
  for (const group of synonyms) for (const word of group) groupOf.set(word, group);
  const hanWords = [...groupOf.keys()].filter((word) => HAN.test(word)).sort((a, b) => b.length - a.length);
  const clausesOf = (keepFillers: boolean) =>
    runs(query).flatMap((run): Clause[] => {
      const text = normalize(run.text);
      if (!run.han) {
        if (groupOf.has(text)) return [synonymClause(run.text, groupOf.get(text)!)];
        return !keepFillers && ENGLISH_FILLERS.has(text) ? [] : [wordClause(run.text)];
      }
      // A Han run counts as much as a code word, however many pairs it has: in `showModal 输入框`
      // the API name weighs as much as the Chinese word.
      const clauses = hanPieces(text, groupOf, hanWords).flatMap((piece) => ('word' in piece ? [synonymClause(piece.word, groupOf.get(piece.word)!)] : hanClauses(piece.plain, keepFillers)));
      const total = clauses.reduce((sum, clause) => sum + clause.weight, 0);
      return clauses.map((clause) => ({...clause, weight: clause.weight / total}));
    });
  const clauses = clausesOf(false);
  const result = clauses.length > 0 ? clauses : clausesOf(true);
  const last = runs(query).at(-1);
  const lastClause = result.at(-1);
  if (last && !last.han && lastClause && /[\p{L}\p{N}_$]$/u.test(query) && !lastClause.wholeNeedles && lastClause.needles[0] === normalize(last.text)) {
    lastClause.typing = lastClause.alternatives[0]!.terms[0];
  }
  return result;
}

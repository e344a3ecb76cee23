import type {Parts} from './format';
import type {Clause} from './query';

const HAN = /^\p{Script=Han}+$/u;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The strings of the query to find in `text`: its words, and of a Han piece that is not there whole
 * its longest stretches (two characters or more) that are: 设置剪贴板 marks 设置 and 剪贴板. A
 * synonym's words are marked only whole (剪贴板's group does not mark 粘贴 of 粘贴板).
 */
export function needlesIn(text: string, clauses: Clause[]): string[] {
  const lower = text.toLowerCase();
  const found = new Set<string>();
  const partial = new Set(clauses.filter((clause) => !clause.wholeNeedles).flatMap((clause) => clause.needles));
  for (const needle of new Set(clauses.flatMap((clause) => clause.needles))) {
    if (lower.includes(needle)) {
      found.add(needle);
    } else if (partial.has(needle) && HAN.test(needle)) {
      const chars = Array.from(needle);
      for (let start = 0; start < chars.length - 1; ) {
        let end = chars.length;
        while (end - start >= 2 && !lower.includes(chars.slice(start, end).join(''))) end -= 1;
        if (end - start >= 2) {
          found.add(chars.slice(start, end).join(''));
          start = end;
        } else {
          start += 1;
        }
      }
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * A hit's excerpt as HTML: about `length` characters of the page's part that holds most of the
 * query, around its first match, with the matches in `<mark>` and everything else escaped.
 */
export function excerpt(parts: Parts, clauses: Clause[], length = 90): string {
  let best = {text: parts[0]?.[2] ?? '', needles: [] as string[], score: 0};
  for (const [, heading, text] of parts) {
    const needles = needlesIn(`${heading}\n${text}`, clauses);
    const score = needles.reduce((sum, needle) => sum + needle.length, 0);
    if (score > best.score) best = {text: needles.some((needle) => text.toLowerCase().includes(needle)) ? text : `${heading}：${text}`, needles, score};
  }
  const text = best.text.replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const at = best.needles.map((needle) => lower.indexOf(needle)).filter((index) => index >= 0);
  const first = at.length > 0 ? Math.min(...at) : 0;
  const start = Math.max(0, Math.min(first - 20, text.length - length));
  const window = text.slice(start, start + length);
  const marked =
    best.needles.length === 0
      ? escapeHtml(window)
      : window
          .split(new RegExp(`(${best.needles.map(escapeRegExp).join('|')})`, 'i'))
          .map((piece, index) => (index % 2 === 1 ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece)))
          .join('');
  return `${start > 0 ? '…' : ''}${marked}${start + length < text.length ? '…' : ''}`;
}

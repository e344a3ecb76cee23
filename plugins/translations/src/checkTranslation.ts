import {headings} from '../../markdown-sidebar/src/headingIds';
import type {GlossaryTerm} from './glossary';

/** A mistake in a translated page, at a line of a file (paths relative to the site). */
export type Problem = {readonly file: string; readonly line: number; readonly message: string};

/** Chinese characters and the CJK punctuation that comes with them (，。：（）「」). */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff01-\uff5e]+/gu;

/**
 * What of a markdown line a reader reads as prose: without inline code, heading ids, link and image
 * addresses, URLs, HTML tags and comments, and quoted text (a quoted label of a Chinese interface
 * may stay Chinese: "运行 > 运行到手机或模拟器").
 */
export function proseOf(line: string): string {
  return line
    .replace(/(`+)[\s\S]*?\1/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』/g, ' ');
}

/**
 * The prose lines of a markdown page, numbered as in the file: front matter, fenced code and HTML
 * comments left out, and of each line what `proseOf` keeps. Front matter's title and description
 * count as prose (a reader sees them); its keywords are search words in both languages.
 */
export function proseLines(markdown: string): {line: number; text: string}[] {
  const lines = markdown.split(/\r?\n/);
  const prose: {line: number; text: string}[] = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    for (index = 1; index < lines.length && lines[index]!.trim() !== '---'; index++) {
      const field = /^(title|description):\s*(.*)$/.exec(lines[index]!);
      if (field) prose.push({line: index + 1, text: field[2]!.replace(/^(["'])(.*)\1$/, '$2')});
    }
    index++;
  }
  let fence: string | null = null;
  let inComment = false;
  for (; index < lines.length; index++) {
    let line = lines[index]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) continue;
      inComment = false;
      line = line.slice(end + 3);
    }
    const open = line.lastIndexOf('<!--');
    if (open >= 0 && line.indexOf('-->', open) < 0) {
      inComment = true;
      line = line.slice(0, open);
    }
    prose.push({line: index + 1, text: proseOf(line)});
  }
  return prose;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type TranslationInput = {
  /** The translated page and its text. */
  readonly file: string;
  readonly text: string;
  /** The page it translates and its text. */
  readonly sourceFile: string;
  readonly sourceText: string;
  readonly glossary: readonly GlossaryTerm[];
  readonly glossaryFile: string;
};

/**
 * What a translated page gets wrong against its source and the glossary: Chinese left in its prose
 * (naming the glossary's term when there is one), a variant the glossary rules out, and headings
 * whose ids are not the source's (so `#anchor` links would work in one language only).
 */
export function checkTranslation({file, text, sourceFile, sourceText, glossary, glossaryFile}: TranslationInput): Problem[] {
  const problems: Problem[] = [];
  const variants = glossary.flatMap((term) => term.avoid.map((variant) => ({term, variant, pattern: new RegExp(`(?<![\\w-])${escapeRegExp(variant)}(?![\\w-])`, 'i')})));
  for (const {line, text: prose} of proseLines(text)) {
    for (const [chinese] of prose.matchAll(CHINESE)) {
      const term = glossary.find((candidate) => chinese.includes(candidate.source));
      const hint = term ? `the glossary's English for "${term.source}" is "${term.target}" (${glossaryFile}:${term.line})` : 'write it in English, quote it if it is a label of a Chinese interface, or put code in backticks';
      problems.push({file, line, message: `Chinese in the English text: "${chinese}": ${hint}.`});
    }
    for (const {term, variant, pattern} of variants) {
      // As a word is written in prose (applet, Applet, APPLET), not as an identifier (miniProgram).
      const written = pattern.exec(prose)?.[0];
      const asProse = written !== undefined && [variant, variant[0]!.toUpperCase() + variant.slice(1), variant.toUpperCase()].includes(written);
      if (asProse) problems.push({file, line, message: `"${variant}": the glossary's form is "${term.target}" (${glossaryFile}:${term.line}).`});
    }
  }
  // A page's title heading (#) is its title, which the translation translates; anchors point below it.
  const own = headings(text).filter(({level}) => level > 1);
  const source = headings(sourceText).filter(({level}) => level > 1);
  const sourceIds = new Set(source.map(({id}) => id));
  const ownIds = new Set(own.map(({id}) => id));
  own.forEach((heading, position) => {
    if (sourceIds.has(heading.id)) return;
    const counterpart = source[position];
    const hint = counterpart && !ownIds.has(counterpart.id) ? ` The heading in this place of ${sourceFile} (line ${counterpart.line}) has the id "${counterpart.id}": write {#${counterpart.id}} after the heading.` : '';
    problems.push({file, line: heading.line, message: `the heading "${heading.text}" has the id "${heading.id}", which ${sourceFile} has not, so links to its anchors would not work in both languages.${hint}`});
  });
  for (const heading of source) {
    if (ownIds.has(heading.id)) continue;
    const before = own.filter((candidate) => source.findIndex(({id}) => id === candidate.id) < source.indexOf(heading) && sourceIds.has(candidate.id)).at(-1);
    problems.push({file, line: before?.line ?? 1, message: `no heading with the id "${heading.id}" ("${heading.text}", ${sourceFile}:${heading.line}): translate that heading and end it with {#${heading.id}}.`});
  }
  return problems.sort((a, b) => a.line - b.line);
}

import fs from 'node:fs';
import path from 'node:path';
export {TRANSLATION_OF} from './keys';
import {createAbsoluteFilePathMatcher} from '@docusaurus/utils';
import {NON_PAGE_GLOBS} from '../../html-routes/src/pageFiles';
import {NOTES_MARKER} from '../../release-notes/src/releaseMarkdown';
import {checkTranslation, type Problem} from './checkTranslation';
import {parseGlossary, type GlossaryTerm} from './glossary';
import {isCurrentSource, sourceHash} from './record';
import {TRANSLATION_OF} from './keys';

/**
 * Where a page stands in a locale: translated from the source as it is now (`current`), from an
 * older version of it (`stale`), with no record of which (`unstamped`), or not at all.
 */
export type TranslationState = 'current' | 'stale' | 'unstamped' | 'untranslated';

export type PageTranslation = {
  /** The source page, relative to the site (`docs/api/README.md`). */
  readonly source: string;
  /** Where its translation is or would be (`i18n/en/docusaurus-plugin-content-docs/current/api/README.md`). */
  readonly translation: string;
  readonly state: TranslationState;
  /** Release notes may stay in the source language (they come from releases/, written once). */
  readonly releaseNotes: boolean;
  /** The source's id now, and the one the translation records. */
  readonly current: string;
  readonly recorded?: string;
};

export const translatedDocsDir = (locale: string) => path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
export const glossaryPath = (locale: string) => path.join('i18n', locale, 'glossary.tsv');

const toPosix = (file: string) => file.split(path.sep).join('/');
/**
 * What translates: pages, and the not-found text (404.md), which the docs plugin's `exclude`
 * (NON_PAGE_GLOBS) leaves out of its pages but NotFound shows in every locale; not partials.
 */
const NOT_TRANSLATED = NON_PAGE_GLOBS.filter((glob) => glob !== '404.md');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const isPartial = createAbsoluteFilePathMatcher(NOT_TRANSLATED, [dir]);
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !isPartial(path.join(dir, file)));
}

/**
 * The id a translated page records (`translation_of: "0123456789ab"` in its front matter, or, in a
 * partial such as 404.md, which has none, a last line `<!-- translation_of: "0123456789ab" -->`:
 * last, as a comment first would hide the page's title heading from Docusaurus).
 */
export function recordedSource(text: string): string | undefined {
  const block = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(text);
  const field = block ? /^translation_of:[ \t]*["']?([0-9a-f]+)["']?[ \t]*$/m.exec(block[1]!) : /^<!-- translation_of: "([0-9a-f]+)" -->$/m.exec(text);
  return field?.[1];
}

/** Every source page and where its translation into `locale` stands. */
export function translationStates(siteDir: string, locale: string): PageTranslation[] {
  return markdownFiles(path.join(siteDir, 'docs')).map((relative) => {
    const source = toPosix(path.join('docs', relative));
    const translation = toPosix(path.join(translatedDocsDir(locale), relative));
    const sourceText = fs.readFileSync(path.join(siteDir, source), 'utf8');
    const current = sourceHash(sourceText);
    const releaseNotes = sourceText.includes(NOTES_MARKER);
    const translationFile = path.join(siteDir, translation);
    if (!fs.existsSync(translationFile)) return {source, translation, state: 'untranslated', releaseNotes, current};
    const recorded = recordedSource(fs.readFileSync(translationFile, 'utf8'));
    const state = recorded === undefined ? 'unstamped' : isCurrentSource(recorded, sourceText) ? 'current' : 'stale';
    return {source, translation, state, releaseNotes, current, recorded};
  });
}

/** The glossary of a locale, or none if it has no glossary file. */
export function readGlossary(siteDir: string, locale: string): GlossaryTerm[] {
  const file = path.join(siteDir, glossaryPath(locale));
  return fs.existsSync(file) ? parseGlossary(fs.readFileSync(file, 'utf8'), toPosix(glossaryPath(locale))) : [];
}

/**
 * The mistakes of a locale's translated pages (or of `only` of them): each checked against its
 * source and the glossary (`checkTranslation`), a translation without a source, one that does not
 * record which version of its source it translates.
 */
export function translationProblems(siteDir: string, locale: string, only?: readonly string[]): Problem[] {
  const glossary = readGlossary(siteDir, locale);
  const dir = translatedDocsDir(locale);
  const files = only ?? markdownFiles(path.join(siteDir, dir)).map((relative) => toPosix(path.join(dir, relative)));
  return files.flatMap((file) => {
    const relative = path.relative(dir, file);
    if (relative.startsWith('..')) return [{file, line: 1, message: `not a translated page: translated pages are under ${toPosix(dir)}/.`}];
    const source = toPosix(path.join('docs', relative));
    const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
    if (!fs.existsSync(path.join(siteDir, source))) {
      return [{file, line: 1, message: `there is no ${source} for this page to translate: a translated page has the path of its source under docs/ (move or remove it).`}];
    }
    const sourceText = fs.readFileSync(path.join(siteDir, source), 'utf8');
    const problems = checkTranslation({file, text, sourceFile: source, sourceText, glossary, glossaryFile: toPosix(glossaryPath(locale))});
    if (recordedSource(text) === undefined) {
      problems.unshift({file, line: 1, message: `no ${TRANSLATION_OF}: record which version of ${source} this page translates with \`npm run i18n:stamp -- ${file}\` (once the page says what the source says now).`});
    }
    return problems;
  });
}

export const formatProblem = ({file, line, message}: Problem) => `${file}:${line}: ${message}`;

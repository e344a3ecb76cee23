import fs from 'node:fs';
import {frontMatterLine} from '../../shared/frontMatterLine';
import {isCurrentSource} from './record';
import {SOURCE_CHANGED, TRANSLATION_OF} from './keys';

export type TranslationFrontMatterInput = {
  /** The page, relative to the site, for messages. */
  readonly file: string;
  readonly text: string;
  readonly frontMatter: Record<string, unknown>;
  /** Whether the page is a translation (it is in a locale's folder), and the source it would translate. */
  readonly translated: boolean;
  readonly source: string;
};

/**
 * What the translation record adds to a page's front matter: on a translation whose source has
 * changed since (its id is no longer `translation_of`), `translation_source_changed: true`, for the
 * notice readers see. A source page cannot record a translation.
 */
export function translationFrontMatter({file, text, frontMatter, translated, source}: TranslationFrontMatterInput): Record<string, unknown> {
  const recorded = frontMatter[TRANSLATION_OF];
  if (recorded === undefined) return {};
  if (!translated) {
    const line = frontMatterLine(text, TRANSLATION_OF);
    throw new Error(`${file}${line ? `:${line}` : ''}: ${TRANSLATION_OF} belongs in a translated page (under i18n/<locale>/docusaurus-plugin-content-docs/current/), which names with it the version of the page it translates. Remove the line.`);
  }
  if (!fs.existsSync(source)) return {};
  return isCurrentSource(String(recorded), fs.readFileSync(source, 'utf8')) ? {} : {[SOURCE_CHANGED]: true};
}

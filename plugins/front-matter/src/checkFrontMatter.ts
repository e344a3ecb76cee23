import {frontMatterLine} from '../../shared/frontMatterLine';

/** Layouts a page can ask for with `layout:`; the not-found layout is only for unknown paths. */
export const LAYOUTS = ['main', 'simple'] as const;
export type Layout = (typeof LAYOUTS)[number];

type FrontMatter = Record<string, unknown>;
type Field = {valid: (value: unknown) => boolean; form: string};

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isHeadingLevel = (value: unknown) => Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6;
const isTextOrNull = (value: unknown) => value === null || isText(value);
const CSS_CLASSES = /^-?[_a-zA-Z][\w-]*(\s+-?[_a-zA-Z][\w-]*)*$/;

/** Every front matter key a page may use, with its check and an example of the expected form. */
export const FIELDS: Record<string, Field> = {
  title: {valid: isText, form: 'title: 页面标题'},
  description: {valid: isText, form: 'description: 关键词1,关键词2 (comma-separated keywords)'},
  layout: {valid: (value) => (LAYOUTS as readonly unknown[]).includes(value), form: `layout: ${LAYOUTS.join(' or layout: ')}`},
  pageClass: {valid: (value) => typeof value === 'string' && CSS_CLASSES.test(value), form: 'pageClass: home-page (CSS class names)'},
  sidebar: {valid: (value) => value === 'auto', form: 'sidebar: auto'},
  // Readers' words for the page, which search weighs like the description; the head joins them with
  // commas (`<meta name="keywords">`), so an item cannot hold one.
  keywords: {valid: (value) => Array.isArray(value) && value.every((item) => isText(item) && !item.includes(',')), form: 'keywords: [手机震动, vibrate] (readers\' search words, no comma inside a word)'},
  image: {valid: isText, form: 'image: /img/cover.png'},
  hide_title: {valid: isBoolean, form: 'hide_title: true'},
  hide_table_of_contents: {valid: isBoolean, form: 'hide_table_of_contents: true'},
  toc_min_heading_level: {valid: isHeadingLevel, form: 'toc_min_heading_level: 2 (2 to 6)'},
  toc_max_heading_level: {valid: isHeadingLevel, form: 'toc_max_heading_level: 3 (2 to 6)'},
  pagination_prev: {valid: isTextOrNull, form: 'pagination_prev: api/README (a doc id) or null'},
  pagination_next: {valid: isTextOrNull, form: 'pagination_next: api/router (a doc id) or null'},
  unlisted: {valid: isBoolean, form: 'unlisted: true'},
  draft: {valid: isBoolean, form: 'draft: true'},
  custom_edit_url: {valid: isTextOrNull, form: 'custom_edit_url: https://… or null'},
  // A translated page's record of the source version it translates (plugins/translations).
  translation_of: {valid: (value) => typeof value === 'string' && /^[0-9a-f]{7,40}$/.test(value), form: 'translation_of: "0123456789ab", quoted (npm run i18n:stamp -- <page> writes it)'},
};

/**
 * Checks a page's front matter against `FIELDS` and translates our own keys into the Docusaurus
 * fields that carry them out, so that the theme has one source of truth per behaviour. `text`, the
 * page's source, lets errors name the line of the key (`docs/a.md:3: …`).
 */
export function checkFrontMatter(frontMatter: FrontMatter, file: string, text = ''): FrontMatter {
  function fail(key: string, message: string): never {
    const line = frontMatterLine(text, key);
    throw new Error(`${file}${line ? `:${line}` : ''}: ${message}`);
  }
  if ('slug' in frontMatter) {
    fail('slug', 'front matter "slug" is not used here: a page\'s address comes from its file path (docs/a/b.md is /a/b.html). Remove the "slug" line and move or rename the file instead.');
  }
  for (const [key, value] of Object.entries(frontMatter)) {
    const field = FIELDS[key];
    if (!field) fail(key, `front matter "${key}" is not a known key. Known keys: ${Object.keys(FIELDS).join(', ')}.`);
    if (!field.valid(value)) {
      if (key === 'layout') fail(key, `layout "${String(value)}" is unknown. Use one of: ${LAYOUTS.join(', ')} (e.g. layout: simple), or remove the line for the default "main".`);
      fail(key, `front matter "${key}" is ${JSON.stringify(value)}; expected ${field.form}.`);
    }
  }
  if (frontMatter.layout === 'simple') return {...frontMatter, displayed_sidebar: null, hide_table_of_contents: true};
  if (frontMatter.sidebar === 'auto') return {...frontMatter, displayed_sidebar: null};
  return frontMatter;
}

// Front matter keys, shared with the theme (no Node modules here: the browser bundle imports it).

/** With it a translated page names the source version it translates (`npm run i18n:stamp` writes it). */
export const TRANSLATION_OF = 'translation_of';

/** Added by the front matter hook to a translation whose source has changed since; the theme shows a notice. */
export const SOURCE_CHANGED = 'translation_source_changed';

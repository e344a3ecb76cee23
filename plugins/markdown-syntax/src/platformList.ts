import {lineOf, parseJsonObject} from '../../shared/jsonData';
import type {PlatformsFile} from './platforms';

/** Platform ids are what `?platforms=` and the data files use: lowercase words joined by hyphens. */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Checks `data/compat/_platforms.json`: one entry per platform, in column order, with a label for
 * each locale and optionally `covers` (what the platform takes in: "Android、iOS") per locale.
 */
export function parsePlatforms(file: string, text: string, locales: readonly string[]): PlatformsFile {
  const example = `{"app": {${locales.map((locale) => `"${locale}": "App"`).join(', ')}}}`;
  const json = parseJsonObject(file, text, example);
  if (Object.keys(json).length === 0) throw new Error(`${file}:1: lists no platform; write them as ${example}.`);
  for (const [id, entry] of Object.entries(json)) {
    const where = `${file}:${lineOf(text, id)}: platform "${id}"`;
    if (!ID.test(id)) throw new Error(`${where}: an id is lowercase letters and digits joined by hyphens (mp-weixin).`);
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`${where} must be an object such as ${example.slice(1, -1)}.`);
    const fields = entry as Record<string, unknown>;
    for (const locale of locales) {
      if (typeof fields[locale] !== 'string' || (fields[locale] as string).trim() === '') throw new Error(`${where} needs its label for the locale "${locale}" ("${locale}": "…").`);
    }
    const unknown = Object.keys(fields).find((key) => key !== 'covers' && !locales.includes(key));
    if (unknown) throw new Error(`${where}: unknown field "${unknown}"; an entry has one label per locale (${locales.join(', ')}) and may have "covers".`);
    const covers = fields.covers;
    if (covers !== undefined) {
      const valid = covers !== null && typeof covers === 'object' && !Array.isArray(covers) && locales.every((locale) => typeof (covers as Record<string, unknown>)[locale] === 'string') && Object.keys(covers).every((key) => locales.includes(key));
      if (!valid) throw new Error(`${where}: "covers" says what the platform takes in, once per locale: {${locales.map((locale) => `"${locale}": "…"`).join(', ')}}.`);
    }
  }
  return json as PlatformsFile;
}

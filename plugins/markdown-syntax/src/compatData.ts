import {lineOf, parseJsonObject} from '../../shared/jsonData';
import type {CompatCell, CompatEntry, Platform} from './platforms';

export type {CompatCell, CompatEntry, Platform} from './platforms';
export type CompatData = Map<string, CompatEntry>;

const VERSION = /^\d+(\.\d+){0,3}$/;
const CELL_FORMS = 'true (supported), false (not supported), a minimum version such as "3.7.0", or {"supported": true, "since": "3.7.0", "note": "说明"}';

function toCell(value: unknown): CompatCell | null {
  if (typeof value === 'boolean') return {supported: value};
  if (typeof value === 'string') return VERSION.test(value) ? {supported: true, since: value} : null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {supported = true, since, note, ...rest} = value as Record<string, unknown>;
  const valid =
    Object.keys(rest).length === 0 &&
    typeof supported === 'boolean' &&
    (since === undefined || (typeof since === 'string' && VERSION.test(since))) &&
    (note === undefined || (typeof note === 'string' && note.trim() !== ''));
  if (!valid) return null;
  return {supported, ...(since !== undefined && {since: since as string}), ...(note !== undefined && {note: note as string})};
}

/**
 * Reads one data file's entries (`{"uni.request": {"app": "3.0", …}}`) into `data`,
 * failing with `file:line` for bad JSON, a missing or unknown platform (`platforms`: the ids of
 * `_platforms.json`, in column order), a bad cell, or a name another file already uses.
 */
export function addCompatFile(data: CompatData, file: string, text: string, platforms: readonly Platform[], owners = new Map<string, string>()): void {
  const json = parseJsonObject(file, text, '{"uni.request": {"app": true, …}}');
  for (const [name, cells] of Object.entries(json)) {
    const where = `${file}:${lineOf(text, name)}: "${name}"`;
    if (owners.has(name)) throw new Error(`${where} is already described in ${owners.get(name)}; keep one entry.`);
    if (cells === null || typeof cells !== 'object' || Array.isArray(cells)) {
      throw new Error(`${where} must be an object keyed by platform: ${platforms.join(', ')}.`);
    }
    if (Object.keys(cells).length === 0) throw new Error(`${where} names no platform: say for each platform the documentation covers whether it is supported.`);
    const unknown = Object.keys(cells).filter((key) => !platforms.includes(key));
    if (unknown.length > 0) throw new Error(`${where}: unknown platform "${unknown[0]}". Platforms (data/compat/_platforms.json): ${platforms.join(', ')}.`);
    const entry = {} as CompatEntry;
    for (const platform of platforms) {
      // A platform the documentation does not mention stays unknown: no guessed ✗.
      const value = (cells as Record<string, unknown>)[platform];
      const cell = value === undefined ? {supported: null} : toCell(value);
      if (!cell) throw new Error(`${where}."${platform}" must be ${CELL_FORMS}.`);
      entry[platform] = cell;
    }
    data.set(name, entry);
    owners.set(name, file);
  }
}

import {JSON_SCHEMA, load} from 'js-yaml';
import {frontMatterLine} from '../../shared/frontMatterLine';
import {CHANNELS, channelById, type Channel} from './channels';

/** One version's notes: `releases/<channel>/<version>.md`. */
export type ReleaseEntry = {
  channel: string;
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The notes, markdown, headings from level 3 down. */
  body: string;
  /** The file, relative to the site, for error messages. */
  file: string;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day in YYYY-MM-DD form. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The stable anchor of a version's heading: `4.84.2025110307` → `4-84-2025110307`. */
export function versionAnchor(version: string): string {
  return version.toLowerCase().replace(/[^0-9a-z]+/g, '-');
}

/** Whether a heading's id is a version's anchor (search tells the release log from a page's own text by it). */
export function isVersionAnchor(id: string): boolean {
  return /^\d+-\d+(?:-[0-9a-z]+)*$/.test(id);
}

/**
 * Reads one entry file (`file` is `releases/<channel>/<version>.md`, `text` its content) and checks
 * it: front matter `version`, `date`, `channel` matching the file's place, a version of the
 * channel's form, a real date not after `today`, and a body whose
 * headings start at level 3. Errors name the file and, where there is one, the line.
 */
export function parseReleaseEntry(file: string, text: string, today: string): ReleaseEntry {
  const fail = (message: string, line?: number): never => {
    throw new Error(`${file}${line ? `:${line}` : ''}: ${message}`);
  };
  const [, folder, name] = /(?:^|\/)releases\/([^/]+)\/([^/]+)\.md$/.exec(file) ?? fail('release entries live in releases/<channel>/<version>.md.');
  const match = FRONT_MATTER.exec(text) ?? fail('starts with front matter: ---, then version, date and channel, then ---.', 1);
  let data: unknown;
  try {
    data = load(match[1]!, {schema: JSON_SCHEMA});
  } catch (error) {
    fail(`the front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`, 1);
  }
  const fields = (data ?? {}) as Record<string, unknown>;
  // A missing key is reported at the front matter's first line.
  const lineOf = (key: string) => frontMatterLine(text, key) ?? 1;
  const channel: Channel = channelById(String(fields.channel)) ?? fail(`channel "${String(fields.channel)}" is not one of: ${CHANNELS.map(({id}) => id).join(', ')}.`, lineOf('channel'));
  if (channel.id !== folder) fail(`channel "${channel.id}" does not match its folder releases/${folder}/; move the file or fix the channel.`, lineOf('channel'));
  const {version, date} = fields;
  if (typeof version !== 'string') fail('version must be text in quotes, e.g. version: "4.84.2025110307".', lineOf('version'));
  if (!channel.version.test(version as string)) {
    fail(`version "${version as string}" is not of the ${channel.id} channel's form (e.g. ${channel.id.endsWith('alpha') ? '4.85.2025112001-alpha' : '4.84.2025110307'}).`, lineOf('version'));
  }
  if (name !== version) fail(`the file name must be the version: ${version as string}.md.`);
  if (typeof date !== 'string' || !isDay(date)) fail('date must be a day written YYYY-MM-DD, e.g. date: 2025-11-03.', lineOf('date'));
  if ((date as string) > today) fail(`date ${date as string} is in the future (today is ${today}).`, lineOf('date'));
  const body = text.slice(match[0].length).trim();
  const bodyStart = text.slice(0, text.indexOf(body, match[0].length)).split('\n').length;
  if (body === '') fail('the entry has no notes: list the changes under the front matter.');
  let inFence = false;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^#{1,2}\s/.test(line)) fail('headings in an entry start at level 3 (###): the version itself is the level-2 heading.', bodyStart + index);
  });
  return {channel: channel.id, version: version as string, date: date as string, body, file};
}

import {createHash} from 'node:crypto';

/** How many hex digits of the id `translation_of` records: enough for git to find the object. */
export const HASH_LENGTH = 12;

/**
 * How a translated page names the version of the source it translates (`translation_of`): the
 * start of the source's git blob id, so `git diff <recorded> <current>` shows what changed since.
 * Line ends count as LF, as git stores text, so a checkout with CRLF gives the same id.
 */
export function sourceHash(content: string): string {
  const bytes = Buffer.from(content.replace(/\r\n/g, '\n'));
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex').slice(0, HASH_LENGTH);
}

/** Whether a recorded id (any length git accepts) names the source's current version. */
export function isCurrentSource(recorded: string, sourceText: string): boolean {
  const current = sourceHash(sourceText);
  return recorded.slice(0, HASH_LENGTH) === current.slice(0, recorded.length);
}

import {compareVersions} from './compareVersions';
import type {ReleaseEntry} from './parseReleaseEntry';

/**
 * One channel's entries, newest first, once no version is listed twice and dates and versions
 * agree on the order (a later version never has an earlier date). Errors name both files.
 */
export function orderChannel(entries: readonly ReleaseEntry[]): ReleaseEntry[] {
  const byVersion = [...entries].sort((a, b) => compareVersions(b.version, a.version));
  for (let index = 1; index < byVersion.length; index += 1) {
    const [newer, older] = [byVersion[index - 1]!, byVersion[index]!];
    if (compareVersions(newer.version, older.version) === 0) {
      throw new Error(`${older.file}: version ${older.version} is also in ${newer.file}; keep one entry per version.`);
    }
    if (newer.date < older.date) {
      throw new Error(`${newer.file}: version ${newer.version} is dated ${newer.date}, before ${older.version} (${older.date}, ${older.file}); later versions cannot be older.`);
    }
  }
  return byVersion;
}

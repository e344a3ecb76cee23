import type {Channel} from './channels';
import {versionAnchor, type ReleaseEntry} from './parseReleaseEntry';

/** The entries a page lists: current ones on the channel's page, older ones on its archive page. */
export function entriesOfPage(channel: Channel, entries: readonly ReleaseEntry[], page: 'current' | 'archive'): ReleaseEntry[] {
  const archived = (entry: ReleaseEntry) => channel.archiveBefore !== undefined && entry.date < channel.archiveBefore;
  return entries.filter((entry) => archived(entry) === (page === 'archive'));
}

/**
 * The markdown a release page's `<!-- release-notes -->` marker stands for: a table of the
 * versions, then each version as a level-2 heading with a stable id, its date and its notes.
 * A current page with an archive ends with a link to it.
 */
export function renderReleaseNotes(channel: Channel, entries: readonly ReleaseEntry[], page: 'current' | 'archive'): string {
  const listed = entriesOfPage(channel, entries, page);
  if (listed.length === 0) return '';
  const table = ['| 版本 | 发布日期 |', '| --- | --- |', ...listed.map((entry) => `| [${entry.version}](#${versionAnchor(entry.version)}) | ${entry.date} |`)];
  const sections = listed.map((entry) => `## ${entry.version} {#${versionAnchor(entry.version)}}\n\n发布日期：${entry.date}\n\n${entry.body}`);
  const archive =
    page === 'current' && channel.archivePage && entriesOfPage(channel, entries, 'archive').length > 0
      ? [`## 已归档的历史版本 {#archived}\n\n${channel.archiveBefore} 之前发布的版本见 [${channel.title}归档](./${channel.archivePage})。`]
      : [];
  return [table.join('\n'), ...sections, ...archive].join('\n\n');
}

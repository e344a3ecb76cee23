import path from 'node:path';
import {docRoute} from '../../html-routes/src/docRoute';
import {CHANNELS, channelById, type Channel} from './channels';
import {versionAnchor, type ReleaseEntry} from './parseReleaseEntry';
import {entriesOfPage, renderReleaseNotes} from './renderReleasePage';

/** Where writers place the generated notes on a channel's page or archive page. */
export const NOTES_MARKER = '<!-- release-notes -->';
/** Where writers place a link to a channel's newest version, e.g. `<!-- latest-release: stable -->`. */
const LATEST_MARKER = /<!--\s*latest-release:\s*([\w-]+)\s*-->/g;

/** The address of a version: the current or archive page of its channel, at its anchor. */
export function versionRoute(channel: Channel, entries: readonly ReleaseEntry[], entry: ReleaseEntry): string {
  const archived = channel.archivePage && entriesOfPage(channel, entries, 'archive').includes(entry);
  return `${docRoute(archived ? channel.archivePage! : channel.page)}#${versionAnchor(entry.version)}`;
}

/** The newest version of a channel, or undefined before its first entry. */
export function latestRelease(byChannel: ReadonlyMap<string, readonly ReleaseEntry[]>, channel: string): ReleaseEntry | undefined {
  return byChannel.get(channel)?.[0];
}

/**
 * The markdown preprocessor of release pages: in a channel's page (or archive page) the notes
 * marker becomes that page's generated notes; anywhere, a latest-release marker becomes a link to
 * that channel's newest version. `docsDirs` are the absolute docs folders pages may come from.
 */
export function createReleaseMarkdown(byChannel: ReadonlyMap<string, readonly ReleaseEntry[]>, {siteDir, docsDirs}: {siteDir: string; docsDirs: readonly string[]}) {
  return (filePath: string, content: string): string => {
    if (!content.includes('<!--')) return content;
    const shown = path.relative(siteDir, filePath);
    const docsDir = docsDirs.find((dir) => filePath.startsWith(dir + path.sep));
    const page = docsDir ? path.relative(docsDir, filePath).split(path.sep).join('/') : undefined;
    let result = content;
    if (result.includes(NOTES_MARKER)) {
      const channel = CHANNELS.find((candidate) => candidate.page === page || candidate.archivePage === page);
      if (!channel) throw new Error(`${shown}: ${NOTES_MARKER} belongs on a release page (${CHANNELS.map((candidate) => candidate.page).join(', ')} or their archives).`);
      result = result.replace(NOTES_MARKER, renderReleaseNotes(channel, byChannel.get(channel.id) ?? [], channel.page === page ? 'current' : 'archive'));
    }
    return result.replace(LATEST_MARKER, (marker, id: string) => {
      const channel = channelById(id);
      if (!channel) throw new Error(`${shown}: ${marker} names no channel; channels are ${CHANNELS.map((candidate) => candidate.id).join(', ')}.`);
      const entries = byChannel.get(id) ?? [];
      const latest = entries[0];
      return latest ? `[${latest.version}](${versionRoute(channel, entries, latest)})` : '';
    });
  };
}

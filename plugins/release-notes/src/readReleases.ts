import fs from 'node:fs';
import path from 'node:path';
import {CHANNELS} from './channels';
import {orderChannel} from './checkReleases';
import {parseReleaseEntry, type ReleaseEntry} from './parseReleaseEntry';

/** Every channel's entries from `releases/<channel>/*.md`, checked and newest first. */
export function readReleases(siteDir: string, today: string, dir = 'releases'): Map<string, ReleaseEntry[]> {
  const byChannel = new Map<string, ReleaseEntry[]>(CHANNELS.map((channel) => [channel.id, []]));
  const root = path.join(siteDir, dir);
  if (!fs.existsSync(root)) return byChannel;
  for (const folder of fs.readdirSync(root, {withFileTypes: true})) {
    const files = folder.isDirectory() ? fs.readdirSync(path.join(root, folder.name)) : [];
    if (folder.isFile() && folder.name.endsWith('.md') && folder.name !== 'README.md') {
      throw new Error(`${dir}/${folder.name}: an entry belongs in its channel's folder, releases/<channel>/<version>.md.`);
    }
    if (folder.isDirectory() && !byChannel.has(folder.name)) {
      throw new Error(`${dir}/${folder.name}/: unknown channel folder; channels are ${CHANNELS.map(({id}) => id).join(', ')}.`);
    }
    for (const name of files.filter((file) => file.endsWith('.md'))) {
      const file = `${dir}/${folder.name}/${name}`;
      byChannel.get(folder.name)!.push(parseReleaseEntry(file, fs.readFileSync(path.join(root, folder.name, name), 'utf8'), today));
    }
  }
  for (const [channel, entries] of byChannel) byChannel.set(channel, orderChannel(entries));
  return byChannel;
}

/** Today as YYYY-MM-DD, in UTC: the latest date an entry may carry. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

import {channelById, CHANNELS} from './channels';
import {parseReleaseEntry} from './parseReleaseEntry';

/** The file `release:new` writes: its path under the site, and a first draft that passes the checks. */
export function scaffoldRelease(channelId: string | undefined, version: string | undefined, day: string): {file: string; content: string} {
  const channel = channelById(channelId ?? '');
  if (!channel) throw new Error(`--channel must be one of: ${CHANNELS.map(({id}) => id).join(', ')}.`);
  if (!version) throw new Error('--version is required, e.g. --version 4.85.2025112001-alpha.');
  const file = `releases/${channel.id}/${version}.md`;
  const content = [
    '---',
    `version: "${version}"`,
    `date: ${day}`,
    `channel: ${channel.id}`,
    '---',
    '',
    '### uni-app',
    '',
    '- 【平台】新增 / 调整 / 修复：一句话说明变更，并链接到相关文档',
    '',
  ].join('\n');
  // The draft must be one the build accepts; a wrong version form fails here, not at the next build.
  parseReleaseEntry(file, content, day);
  return {file, content};
}

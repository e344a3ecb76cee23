/** One release channel: where its entries live, the pages that show them, and its version form. */
export type Channel = {
  id: string;
  /** Shown in headings and feeds. */
  title: string;
  /** The page file (under docs/) that lists the channel's current entries. */
  page: string;
  /** The page file that lists entries dated before `archiveBefore`; channels without one keep everything on `page`. */
  archivePage?: string;
  /** Entries dated before this day (YYYY-MM-DD) move to the archive page. */
  archiveBefore?: string;
  /** The form of a version label: numbers, the release date as YYYYMMDD(HH) (one old label, 2.8.13.2020927, has seven digits), and `-alpha` on alpha channels. */
  version: RegExp;
};

// The stable notes also list the first public builds, 0.1.45 to 0.1.50 of 2018, which carried "-alpha".
const STABLE_VERSION = /^(?:\d+\.\d+(?:\.\d+)?\.\d{7,8}(?:\d{2})?|0\.1\.\d+\.\d{8}-alpha)$/;
const ALPHA_VERSION = /^\d+\.\d+(?:\.\d+)?\.\d{7,8}(?:\d{2})?-alpha$/;

function cli(vue: 2 | 3, ts: boolean, alpha: boolean): Channel {
  const name = `vue${vue}${ts ? '-ts' : ''}-cli${alpha ? '-alpha' : ''}`;
  return {
    id: name,
    title: `Vue ${vue}${ts ? ' + TypeScript' : ''} CLI 项目模板${alpha ? ' Alpha 版' : '正式版'}`,
    page: `${name}-release.md`,
    version: alpha ? ALPHA_VERSION : STABLE_VERSION,
  };
}

/**
 * Every channel. Archive dates follow where the framework's own notes split their pages: stable
 * notes of 3.8.x and before, alpha notes before July 2023.
 */
export const CHANNELS: readonly Channel[] = [
  {id: 'stable', title: 'uni-app 正式版', page: 'release.md', archivePage: 'release-archive.md', archiveBefore: '2023-09-01', version: STABLE_VERSION},
  {id: 'alpha', title: 'uni-app Alpha 版', page: 'release-note-alpha.md', archivePage: 'release-note-alpha-archive.md', archiveBefore: '2023-07-01', version: ALPHA_VERSION},
  cli(2, false, false),
  cli(2, false, true),
  cli(2, true, false),
  cli(2, true, true),
  cli(3, false, false),
  cli(3, false, true),
  cli(3, true, false),
  cli(3, true, true),
];

export function channelById(id: string): Channel | undefined {
  return CHANNELS.find((channel) => channel.id === id);
}

import {Feed} from 'feed';
import type {Channel} from './channels';
import type {ReleaseEntry} from './parseReleaseEntry';

/** How many versions a feed lists, newest first. */
export const FEED_SIZE = 20;

/** The notes as plain text, for a feed entry's summary. */
function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s*|[*_`>]|^\s*[-+*]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The URL of a version on the site: its page (current or archive) and its anchor. */
export type VersionUrl = (entry: ReleaseEntry) => string;

/** The title of a channel's feeds. */
export const feedTitle = (channel: Channel) => `${channel.title}更新日志`;

/** One channel's Atom and RSS feeds: the latest versions, each with its link, date and notes as text. */
export function releaseFeeds(channel: Channel, entries: readonly ReleaseEntry[], siteUrl: string, pageUrl: VersionUrl): {atom: string; rss: string} {
  const latest = entries.slice(0, FEED_SIZE);
  const home = pageUrl(latest[0] ?? ({version: ''} as ReleaseEntry)).split('#')[0]!;
  const feed = new Feed({
    id: home,
    link: home,
    title: feedTitle(channel),
    description: `${channel.title}的最新版本与变更`,
    language: 'zh-CN',
    copyright: 'DCloud',
    updated: latest[0] ? new Date(`${latest[0].date}T00:00:00Z`) : new Date(0),
    generator: 'uni-app docs',
    feedLinks: {atom: `${siteUrl}/feeds/${channel.id}.atom.xml`, rss: `${siteUrl}/feeds/${channel.id}.rss.xml`},
  });
  for (const entry of latest) {
    const link = pageUrl(entry);
    feed.addItem({
      title: entry.version,
      id: link,
      link,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: plainText(entry.body).slice(0, 500),
    });
  }
  return {atom: feed.atom1(), rss: feed.rss2()};
}


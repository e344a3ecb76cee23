import {archivedAnchorTarget} from '../archivedAnchor';
import {channelById} from '../channels';
import {orderChannel} from '../checkReleases';
import {compareVersions} from '../compareVersions';
import {isDay, parseReleaseEntry, versionAnchor, type ReleaseEntry} from '../parseReleaseEntry';
import {createReleaseMarkdown} from '../releaseMarkdown';
import {releaseFeeds} from '../releaseFeed';
import {entriesOfPage, renderReleaseNotes} from '../renderReleasePage';
import {scaffoldRelease} from '../scaffoldRelease';

const TODAY = '2025-11-05';

function entryText({version = '4.84.2025110307', date = '2025-11-03', channel = 'stable', body = '### uni-app\n\n- 鸿蒙：修复 `uni.chooseMedia` 不进入回调的问题。'} = {}): string {
  return `---\nversion: "${version}"\ndate: ${date}\nchannel: ${channel}\n---\n\n${body}\n`;
}

function entry(channel: string, version: string, date: string): ReleaseEntry {
  return parseReleaseEntry(`releases/${channel}/${version}.md`, entryText({version, date, channel}), TODAY);
}

describe('parseReleaseEntry', () => {
  it('reads front matter and notes', () => {
    expect(entry('stable', '4.84.2025110307', '2025-11-03')).toEqual({
      channel: 'stable',
      version: '4.84.2025110307',
      date: '2025-11-03',
      body: '### uni-app\n\n- 鸿蒙：修复 `uni.chooseMedia` 不进入回调的问题。',
      file: 'releases/stable/4.84.2025110307.md',
    });
  });

  it.each([
    ['an unknown channel', 'releases/beta/4.84.2025110307.md', entryText({channel: 'beta'}), `"releases/beta/4.84.2025110307.md:4: channel "beta" is not one of: stable, alpha, vue2-cli, vue2-cli-alpha, vue2-ts-cli, vue2-ts-cli-alpha, vue3-cli, vue3-cli-alpha, vue3-ts-cli, vue3-ts-cli-alpha."`],
    ['a channel in the wrong folder', 'releases/alpha/4.84.2025110307.md', entryText(), `"releases/alpha/4.84.2025110307.md:4: channel "stable" does not match its folder releases/alpha/; move the file or fix the channel."`],
    ['an alpha version on the stable channel', 'releases/stable/4.84.2025110307-alpha.md', entryText({version: '4.84.2025110307-alpha'}), `"releases/stable/4.84.2025110307-alpha.md:2: version "4.84.2025110307-alpha" is not of the stable channel's form (e.g. 4.84.2025110307)."`],
    ['a stable version on the alpha channel', 'releases/alpha/4.84.2025110307.md', entryText({channel: 'alpha'}), `"releases/alpha/4.84.2025110307.md:2: version "4.84.2025110307" is not of the alpha channel's form (e.g. 4.85.2025112001-alpha)."`],
    ['a file named otherwise', 'releases/stable/latest.md', entryText(), `"releases/stable/latest.md: the file name must be the version: 4.84.2025110307.md."`],
    ['an impossible date', 'releases/stable/4.84.2025110307.md', entryText({date: '2025-02-30'}), `"releases/stable/4.84.2025110307.md:3: date must be a day written YYYY-MM-DD, e.g. date: 2025-11-03."`],
    ['a date in the future', 'releases/stable/4.84.2025110307.md', entryText({date: '2025-12-01'}), `"releases/stable/4.84.2025110307.md:3: date 2025-12-01 is in the future (today is 2025-11-05)."`],
    ['a level-2 heading in the notes', 'releases/stable/4.84.2025110307.md', entryText({body: '- 一项\n\n## uni-app'}), `"releases/stable/4.84.2025110307.md:9: headings in an entry start at level 3 (###): the version itself is the level-2 heading."`],
    ['no notes', 'releases/stable/4.84.2025110307.md', entryText({body: ''}), `"releases/stable/4.84.2025110307.md: the entry has no notes: list the changes under the front matter."`],
    ['no front matter', 'releases/stable/4.84.2025110307.md', '### uni-app\n', `"releases/stable/4.84.2025110307.md:1: starts with front matter: ---, then version, date and channel, then ---."`],
    ['an unquoted number version', 'releases/stable/4.84.md', '---\nversion: 4.84\ndate: 2025-11-03\nchannel: stable\n---\n\n- x\n', `"releases/stable/4.84.md:2: version must be text in quotes, e.g. version: "4.84.2025110307"."`],
  ])('rejects %s, naming the file', (_case, file, text, message) => {
    expect(() => parseReleaseEntry(file, text, TODAY)).toThrowErrorMatchingInlineSnapshot(message);
  });
});

describe('isDay and versionAnchor', () => {
  it.each([['2024-02-29', true], ['2023-02-29', false], ['2025-1-3', false]])('%s is a day: %s', (text, expected) => {
    expect(isDay(text)).toBe(expected);
  });

  it('accepts the first public builds of 2018 on the stable channel, labelled -alpha as they were', () => {
    expect(entry('stable', '0.1.45.20180728-alpha', '2018-07-28').version).toBe('0.1.45.20180728-alpha');
  });

  it('gives versions stable anchors', () => {
    expect(versionAnchor('4.84.2025110307')).toBe('4-84-2025110307');
    expect(versionAnchor('3.8.7.20230628-alpha')).toBe('3-8-7-20230628-alpha');
  });
});

describe('orderChannel', () => {
  it('puts the newest version first, comparing numbers, not text', () => {
    const ordered = orderChannel([entry('stable', '4.9.2024010101', '2024-01-01'), entry('stable', '4.10.2024020101', '2024-02-01'), entry('stable', '3.99.2023122704', '2023-12-27')]);
    expect(ordered.map((item) => item.version)).toEqual(['4.10.2024020101', '4.9.2024010101', '3.99.2023122704']);
    expect(compareVersions('4.84.2025102304-alpha', '4.83.2025101713-alpha')).toBeGreaterThan(0);
  });

  it('rejects a version listed twice', () => {
    const one = entry('stable', '4.84.2025110307', '2025-11-03');
    expect(() => orderChannel([one, {...one, file: 'releases/stable/copy.md'}])).toThrow('is also in');
  });

  it('rejects a later version with an earlier date', () => {
    expect(() => orderChannel([entry('stable', '4.84.2025110307', '2025-10-01'), entry('stable', '4.76.2025082103', '2025-08-21'), entry('stable', '4.83.2025101001', '2025-10-10')])).toThrowErrorMatchingInlineSnapshot(
      `"releases/stable/4.84.2025110307.md: version 4.84.2025110307 is dated 2025-10-01, before 4.83.2025101001 (2025-10-10, releases/stable/4.83.2025101001.md); later versions cannot be older."`,
    );
  });
});

describe('release pages', () => {
  const stable = channelById('stable')!;
  const entries = orderChannel([entry('stable', '4.84.2025110307', '2025-11-03'), entry('stable', '3.94.2023102613', '2023-10-26'), entry('stable', '3.8.12.20230817', '2023-08-17')]);

  it('archives entries dated before the channel archive date', () => {
    expect(entriesOfPage(stable, entries, 'current').map((item) => item.version)).toEqual(['4.84.2025110307', '3.94.2023102613']);
    expect(entriesOfPage(stable, entries, 'archive').map((item) => item.version)).toEqual(['3.8.12.20230817']);
    const cli = channelById('vue3-cli')!;
    expect(entriesOfPage(cli, entries, 'current')).toHaveLength(3);
  });

  it('renders a table of versions, then each version with its anchor and date, then the archive link', () => {
    const markdown = renderReleaseNotes(stable, entries, 'current');
    expect(markdown).toContain('| [4.84.2025110307](#4-84-2025110307) | 2025-11-03 |');
    expect(markdown).toContain('## 4.84.2025110307 {#4-84-2025110307}\n\n发布日期：2025-11-03\n\n### uni-app');
    expect(markdown.indexOf('4-84-2025110307 }')).toBe(-1);
    expect(markdown).not.toContain('3.8.12.20230817');
    expect(markdown).toMatch(/## 已归档的历史版本 \{#archived\}\n\n2023-09-01 之前发布的版本见 \[uni-app 正式版归档\]\(\.\/release-archive\.md\)。$/);
  });

  it('fills the markers of release pages and the latest-version marker of any page', () => {
    const releaseMarkdown = createReleaseMarkdown(new Map([['stable', entries]]), {siteDir: '/site', docsDirs: ['/site/docs']});
    expect(releaseMarkdown('/site/docs/release-archive.md', 'x\n<!-- release-notes -->\n')).toContain('## 3.8.12.20230817 {#3-8-12-20230817}');
    expect(releaseMarkdown('/site/docs/README.md', '最新：<!-- latest-release: stable -->')).toBe('最新：[4.84.2025110307](/release.html#4-84-2025110307)');
    expect(() => releaseMarkdown('/site/docs/api/README.md', '<!-- release-notes -->')).toThrow('docs/api/README.md: <!-- release-notes --> belongs on a release page');
    expect(() => releaseMarkdown('/site/docs/README.md', '<!-- latest-release: beta -->')).toThrow('names no channel');
  });

  it('writes Atom and RSS feeds of the latest versions with their links and dates', () => {
    const {atom, rss} = releaseFeeds(stable, entries, 'https://docs.example.com', (item) => `https://docs.example.com/release.html#${versionAnchor(item.version)}`);
    expect(atom).toContain('<title type="html"><![CDATA[4.84.2025110307]]></title>');
    expect(atom).toContain('<link href="https://docs.example.com/release.html#4-84-2025110307"/>');
    expect(atom).toContain('<updated>2025-11-03T00:00:00.000Z</updated>');
    expect(rss).toContain('<link>https://docs.example.com/release.html#4-84-2025110307</link>');
    expect(rss).toContain('<pubDate>Mon, 03 Nov 2025 00:00:00 GMT</pubDate>');
  });
});

describe('archivedAnchorTarget', () => {
  const pairs = [{page: '/release.html', archive: '/release-archive.html'}];
  const ids = ['channels', '4-84-2025110307'];

  it.each([
    ['#3-8-12-20230817', '/release-archive.html#3-8-12-20230817'],
    ['#4842025110307', '/release.html#4-84-2025110307'],
    ['#4.84.2025110307', '/release.html#4-84-2025110307'],
    ['#4-84-2025110307', null],
    ['#channels', null],
    ['#%E0%A4', null],
  ])('on the current page, %s leads to %s', (hash, target) => {
    expect(archivedAnchorTarget('/release.html', hash, pairs, ids)).toBe(target);
  });

  it('never sends the archive page anywhere else', () => {
    expect(archivedAnchorTarget('/release-archive.html', '#9-9-20990101', pairs, [])).toBeNull();
  });
});

describe('scaffoldRelease', () => {
  it('drafts an entry dated today that the build accepts', () => {
    expect(scaffoldRelease('alpha', '4.85.2025112001-alpha', '2025-11-20')).toEqual({
      file: 'releases/alpha/4.85.2025112001-alpha.md',
      content: expect.stringContaining('---\nversion: "4.85.2025112001-alpha"\ndate: 2025-11-20\nchannel: alpha\n---\n'),
    });
  });

  it.each([
    [undefined, '4.85.2025112001-alpha', '--channel must be one of'],
    ['alpha', undefined, '--version is required'],
    ['alpha', '4.85', `version "4.85" is not of the alpha channel's form`],
  ])('refuses channel %s, version %s', (channel, version, message) => {
    expect(() => scaffoldRelease(channel, version, '2025-11-20')).toThrow(message);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../../shared/pluginOptions';
import {docRoute} from '../../html-routes/src/docRoute';
import {CHANNELS} from './channels';
import type {ReleaseEntry} from './parseReleaseEntry';
import {versionRoute} from './releaseMarkdown';
import {feedTitle, releaseFeeds} from './releaseFeed';
import type {ReleaseNotesData} from './archivedAnchor';
import {today} from './readReleases';
import {scaffoldRelease} from './scaffoldRelease';

export type PluginOptions = {
  id: string;
  /** Every channel's entries, checked and newest first (the config reads them once, see readReleases). */
  releases: ReadonlyMap<string, readonly ReleaseEntry[]>;
};
export type Options = Omit<PluginOptions, 'id'>;

const PLUGIN_NAME = 'site-release-notes';

export const validateOptions = optionsValidator<Options, PluginOptions>(PLUGIN_NAME, Joi.object({releases: Joi.object().instance(Map).required()}));

// Release pages are docs (their notes come from the markdown preprocessor); this plugin adds what
// docs cannot: a feed per channel, and old version anchors that moved to an archive page.
export default function releaseNotesPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  const route = (file: string) => baseUrl.replace(/\/$/, '') + docRoute(file);
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
    // theme/DocItem/Metadata: a release page's head links its channel's feeds.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      const pairs = CHANNELS.flatMap((channel) => (channel.archivePage ? [{page: route(channel.page), archive: route(channel.archivePage)}] : []));
      const feeds: ReleaseNotesData['feeds'] = {};
      for (const channel of CHANNELS) {
        for (const file of [channel.page, ...(channel.archivePage ? [channel.archivePage] : [])]) feeds[route(file)] = [channel.id, feedTitle(channel)];
      }
      actions.setGlobalData({pairs, feeds} satisfies ReleaseNotesData);
    },
    extendCli(cli) {
      // `npm run release:new -- --channel alpha --version 4.85.2025112001-alpha`: the npm script ends
      // in `--`, so the flags reach this command as plain words (the CLI's own --version prints its version).
      cli
        .command('release:new [flags...]')
        .description('Writes releases/<channel>/<version>.md dated today, to fill in: --channel <channel> --version <version>')
        .action((flags: string[] = []) => {
          const {values} = parseArgs({args: flags, options: {channel: {type: 'string'}, version: {type: 'string'}}});
          const {file, content} = scaffoldRelease(values.channel, values.version, today());
          const target = path.join(context.siteDir, file);
          if (fs.existsSync(target)) throw new Error(`${file} exists already; edit it instead.`);
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.writeFileSync(target, content);
          console.log(`Wrote ${file}: replace the sample line with the changes of ${values.version}.`);
        });
      // Loading the configuration has checked every entry already; this reports what it found.
      cli
        .command('release:check')
        .description('Checks every release entry and lists each channel with its newest version')
        .action(() => {
          for (const channel of CHANNELS) {
            const entries = options.releases.get(channel.id) ?? [];
            console.log(`${channel.id}: ${entries.length} entries${entries[0] ? `, newest ${entries[0].version} (${entries[0].date})` : ''}`);
          }
        });
    },
    async postBuild({outDir}) {
      // Each locale has its feeds beside its pages, linking that locale's release pages.
      const site = siteConfig.url.replace(/\/$/, '') + baseUrl.replace(/\/$/, '');
      fs.mkdirSync(path.join(outDir, 'feeds'), {recursive: true});
      for (const channel of CHANNELS) {
        const entries = options.releases.get(channel.id) ?? [];
        const {atom, rss} = releaseFeeds(channel, entries, site, (entry) => site + versionRoute(channel, entries, entry));
        fs.writeFileSync(path.join(outDir, 'feeds', `${channel.id}.atom.xml`), atom);
        fs.writeFileSync(path.join(outDir, 'feeds', `${channel.id}.rss.xml`), rss);
      }
    },
  };
}

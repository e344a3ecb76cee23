import React, {Fragment, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {platformIds, platformInfo, type CompatEntry, type PlatformsFile} from '@site/plugins/markdown-syntax/src/platforms';
import platformsFile from '@site/data/compat/_platforms.json';
import {compatAnchor} from '../Compat';
import styles from './styles.module.css';

const PLATFORMS = platformsFile as PlatformsFile;

export type Props = {
  /** The page's compatibility tables, in page order, put in by the build (remarkWidgets). */
  readonly entries: readonly {api: string; support: CompatEntry}[];
};

/** The platforms on which nothing the page documents works: the summaries for sidebars and search read it (plugins/my-platforms). */
export function unsupportedEverywhere(entries: Props['entries']): string[] {
  return platformIds(PLATFORMS).filter((platform) => entries.every(({support}) => support[platform]?.supported === false));
}

// At the top of a page with compatibility tables: for each platform, what on the page does not work
// there or works only from some version, linking to the table. The build writes a line for every
// platform; the reader's choice (`<html data-platforms>`, set before the page paints) shows theirs,
// so nothing moves once shown.
export default function CompatAlert({entries}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const lines = platformIds(PLATFORMS).flatMap((platform) => {
    const items = entries.filter(({support}) => support[platform]?.supported === false || (support[platform]?.supported && support[platform]?.since));
    return items.length > 0 ? [{platform, items}] : [];
  });
  if (lines.length === 0) return null;
  const title = translate({id: 'site.platforms.alert', message: '在你选择的平台上', description: 'Label of the notice at the top of a page listing what does not work on the reader\'s platforms'});
  return (
    <aside className={`site-compat-alert ${styles.alert}`} aria-label={title} data-compat-unsupported={unsupportedEverywhere(entries).join(' ')} data-search-ignore="">
      <p className={styles.title}>{title}</p>
      <ul className={styles.lines}>
        {lines.map(({platform, items}) => (
          <li key={platform} data-platform={platform}>
            <strong>{platformInfo(PLATFORMS, platform, currentLocale).label}</strong>
            {translate({id: 'site.platforms.alert.colon', message: '：', description: 'After the platform name in the page-top notice'})}
            {items.map(({api, support}, index) => (
              <Fragment key={api}>
                {index > 0 && translate({id: 'site.platforms.alert.separator', message: '；', description: 'Between two APIs of one platform in the page-top notice'})}
                <a href={`#${compatAnchor(api)}`}>
                  <code>{api}</code>
                </a>{' '}
                {support[platform]!.supported === false
                  ? translate({id: 'site.platforms.alert.unsupported', message: '不支持', description: 'Page-top notice: the API does not work on the platform'})
                  : translate({id: 'site.platforms.alert.since', message: '{version} 版起支持', description: 'Page-top notice: the API works from a version on'}, {version: support[platform]!.since!})}
              </Fragment>
            ))}
          </li>
        ))}
      </ul>
    </aside>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';
import {platformIds, platformInfo, type CompatCell, type CompatEntry, type PlatformsFile} from '@site/plugins/markdown-syntax/src/platforms';
// The platform list and its labels, which the build has checked (plugins/markdown-syntax/src/platformList.ts).
import platformsFile from '@site/data/compat/_platforms.json';

const PLATFORMS = platformsFile as PlatformsFile;

/** The id of an API's or component's table, which the page-top notice links to. */
export function compatAnchor(api: string): string {
  return `compat-${api}`;
}

export type Props = {
  /** The API or component name, as in `data/compat/*.json`. */
  readonly api: string;
  /** Its entry, put in by the build from the data files. */
  readonly support: CompatEntry;
};

function cellText({supported, since}: CompatCell): string {
  if (supported === null) return '–';
  if (!supported) return '✗';
  return since ? `✓ ${since}+` : '✓';
}

function cellLabel({supported, since}: CompatCell): string {
  if (supported === null) return translate({id: 'site.compat.unknown', message: '文档未注明', description: 'Compatibility cell: the documentation does not say'});
  if (!supported) return translate({id: 'site.compat.unsupported', message: '不支持', description: 'Compatibility cell: not supported'});
  return since
    ? translate({id: 'site.compat.since', message: '{version} 版起支持', description: 'Compatibility cell: supported from a version on'}, {version: since})
    : translate({id: 'site.compat.supported', message: '支持', description: 'Compatibility cell: supported'});
}

// Platform support of one API or component, one column per platform; notes are listed below.
export default function Compat({api, support}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const platforms = platformIds(PLATFORMS);
  const label = (platform: string) => platformInfo(PLATFORMS, platform, currentLocale).label;
  const showAll = translate({id: 'site.platforms.showAll', message: '显示全部平台', description: 'Unfolds the platforms the reader did not choose in a compatibility table'});
  const showMine = translate({id: 'site.platforms.showMine', message: '只看我的平台', description: 'Folds a compatibility table back to the reader\'s platforms'});
  const notes = platforms.filter((platform) => support[platform]?.note);
  return (
    // Search indexes the page text, not the platform grid. The id is what the page-top notice
    // (CompatAlert) links to; `site-compat` and `data-platform` are what the reader's choice of
    // platforms acts on (plugins/my-platforms).
    <div className={clsx(styles.compat, 'site-compat')} id={compatAnchor(api)} data-search-ignore="">
      {/* A scrolling region must be reachable by keyboard (and named) for readers who cannot swipe. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={translate({id: 'site.compat.caption', message: '{api} 平台兼容性', description: 'Caption of a compatibility table'}, {api})}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {translate({id: 'site.compat.caption', message: '{api} 平台兼容性', description: 'Caption of a compatibility table'}, {api})}
          </caption>
          <thead>
            <tr>
              {platforms.map((platform) => (
                <th key={platform} scope="col" data-platform={platform}>
                  {label(platform)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {platforms.map((platform) => {
                const cell = support[platform]!;
                return (
                  <td key={platform} data-platform={platform} className={clsx(cell.supported === null ? styles.unknown : cell.supported ? styles.supported : styles.unsupported)} title={cellLabel(cell)}>
                    <span aria-hidden="true">{cellText(cell)}</span>
                    <span className="site-visually-hidden">{cellLabel(cell)}</span>
                    {cell.note && <sup aria-hidden="true">*</sup>}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.tools}>
        {/* Shown only with a choice of platforms, which hides the others until unfolded. */}
        <button type="button" className={clsx('site-compat-toggle', styles.tool)} data-platforms-toggle="" aria-expanded="false" data-more={showAll} data-less={showMine}>
          {showAll}
        </button>
        <button type="button" className={styles.tool} data-platforms-open="" aria-haspopup="dialog">
          {translate({id: 'site.platforms.choose', message: '选择我的平台', description: 'Button under a compatibility table that opens the chooser of the reader\'s platforms'})}
        </button>
      </div>
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((platform) => (
            <li key={platform} data-platform={platform}>
              {translate({id: 'site.compat.note', message: '{platform}：{note}', description: 'A platform note under a compatibility table'}, {platform: label(platform), note: support[platform]!.note!})}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

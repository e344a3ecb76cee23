import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
import {PLATFORMS, type CompatCell, type CompatEntry, type Platform} from '@site/plugins/markdown-syntax/src/platforms';

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
  const platforms = Object.keys(PLATFORMS) as Platform[];
  const notes = platforms.filter((platform) => support[platform].note);
  return (
    // Search indexes the page text, not the platform grid.
    <div className={styles.compat} data-search-ignore="">
      {/* A scrolling region must be reachable by keyboard (and named) for readers who cannot swipe. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={translate({id: 'site.compat.caption', message: '{api} 平台兼容性', description: 'Caption of a compatibility table'}, {api})}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {translate({id: 'site.compat.caption', message: '{api} 平台兼容性', description: 'Caption of a compatibility table'}, {api})}
          </caption>
          <thead>
            <tr>
              {platforms.map((platform) => (
                <th key={platform} scope="col">
                  {PLATFORMS[platform]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {platforms.map((platform) => {
                const cell = support[platform];
                return (
                  <td key={platform} className={clsx(cell.supported === null ? styles.unknown : cell.supported ? styles.supported : styles.unsupported)} title={cellLabel(cell)}>
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
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((platform) => (
            <li key={platform}>
              {translate({id: 'site.compat.note', message: '{platform}：{note}', description: 'A platform note under a compatibility table'}, {platform: PLATFORMS[platform], note: support[platform].note!})}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from './client/pagefind';
import styles from './styles.module.css';

export type Props = {
  readonly hits: SearchHit[] | null;
  readonly query: string;
  readonly failed: boolean;
  /** The hit the keyboard is on, -1 for none. */
  readonly active: number;
  readonly listId: string;
  readonly onNavigate?: () => void;
};

// The hit list shared by the search dialog and the results page: title, section, highlighted excerpt.
export default function SearchResults({hits, query, failed, active, listId, onNavigate}: Props): ReactNode {
  if (failed) return <p className={styles.status}>{translate({id: 'site.search.failed', message: '搜索暂时不可用，请稍后再试。'})}</p>;
  if (hits === null) return <p className={styles.status}>{translate({id: 'site.search.loading', message: '正在搜索…'})}</p>;
  if (query.trim() !== '' && hits.length === 0) {
    return <p className={styles.status}>{translate({id: 'site.search.empty', message: '没有找到与“{query}”相关的页面。'}, {query})}</p>;
  }
  return (
    <ul className={styles.results} id={listId} role="listbox" aria-label={translate({id: 'site.search.results', message: '搜索结果'})}>
      {hits.map((hit, index) => (
        // The link itself is the option: an option may not hold another interactive element.
        <li key={hit.url} role="presentation" className={clsx(styles.hit, index === active && styles.hitActive)}>
          <Link to={hit.url} onClick={onNavigate} className={styles.hitLink} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
            <span className={styles.hitTitle}>{hit.title}</span>
            {hit.section && <span className={styles.hitSection}>{hit.section}</span>}
            {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
            <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

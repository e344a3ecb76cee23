import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {SECTIONS} from '@site/src/sections';
import type {SearchHit} from './client/searchSite';
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

/** A query that finds nothing says so and offers the areas' index pages to start from. */
function NoHits({query}: {readonly query: string}): ReactNode {
  return (
    <div className={styles.status}>
      <p>{translate({id: 'site.search.empty', message: '没有找到与“{query}”相关的页面。'}, {query})}</p>
      <p>{translate({id: 'site.search.browse', message: '换个说法再搜，或从各栏目的首页找起：'})}</p>
      <ul className={styles.homes}>
        {SECTIONS.filter((section) => 'home' in section).map(({id, title}) => (
          <li key={id}>
            <Link to={id ? `/${id}/` : '/'}>{translate({id: `site.search.section.${id || 'root'}`, message: title})}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why search failed: the preview server has no index (it is made from the built pages), or the index did not load. */
function failure(): string {
  return process.env.NODE_ENV === 'development'
    ? translate({id: 'site.search.devServer', message: '预览服务器（npm start）没有搜索索引：索引由 npm run build 从构建出的页面生成，构建后用 npm run serve 打开站点再搜索。'})
    : translate({id: 'site.search.failed', message: '搜索暂时不可用，请稍后再试。'});
}

// The hit list shared by the search dialog and the results page: title, section, highlighted excerpt.
export default function SearchResults({hits, query, failed, active, listId, onNavigate}: Props): ReactNode {
  if (failed) return <p className={styles.status}>{failure()}</p>;
  if (hits === null) return <p className={styles.status}>{translate({id: 'site.search.loading', message: '正在搜索…'})}</p>;
  if (query.trim() !== '' && hits.length === 0) return <NoHits query={query} />;
  return (
    <ul className={styles.results} id={listId} role="listbox" aria-label={translate({id: 'site.search.results', message: '搜索结果'})}>
      {hits.map((hit, index) => (
        // The link itself is the option: an option may not hold another interactive element.
        <li key={hit.url} role="presentation" className={clsx(styles.hit, index === active && styles.hitActive)}>
          <Link to={hit.url} onClick={onNavigate} className={styles.hitLink} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
            <span className={styles.hitTitle}>{hit.title}</span>
            {hit.section && <span className={styles.hitSection}>{hit.section}</span>}
            {/* The excerpt escapes the page text and adds only <mark> around the matched words. */}
            <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

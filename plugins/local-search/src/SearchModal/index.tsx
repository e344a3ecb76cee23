import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {moveSelection} from '../client/moveSelection';
import PlatformFilter, {useChosenPlatforms} from '@site/plugins/my-platforms/src/client/PlatformFilter';
import {useSearch} from '../client/useSearch';
import SearchResults from '../SearchResults';
import styles from '../styles.module.css';

export type Props = {readonly onClose: () => void};

// The search dialog: loaded with the search code the first time the reader opens search.
export default function SearchModal({onClose}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const platforms = useChosenPlatforms();
  const [onlyMine, setOnlyMine] = useState(false);
  const {hits, failed} = useSearch(query, onlyMine ? platforms : []);
  const history = useHistory();
  const resultsPage = useBaseUrl('/search.html');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [hits]);

  const onKeyDown = (event: KeyboardEvent) => {
    const count = hits?.length ?? 0;
    if (event.key === 'Escape') {
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveSelection(current, event.key, count));
    } else if (event.key === 'Enter' && query.trim() !== '') {
      event.preventDefault();
      const hit = hits?.[active];
      history.push(hit ? hit.url : `${resultsPage}?q=${encodeURIComponent(query)}`);
      onClose();
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={translate({id: 'site.search.dialog', message: '搜索文档'})}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          value={query}
          placeholder={translate({id: 'site.search.placeholder', message: '搜索文档，如 uni.request、条件编译'})}
          aria-label={translate({id: 'site.search.dialog', message: '搜索文档'})}
          role="combobox"
          aria-expanded={!!hits && hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <PlatformFilter platforms={platforms} checked={onlyMine} onChange={setOnlyMine} className={styles.filter} />
        <SearchResults hits={hits} query={query} failed={failed} active={active} listId={listId} onNavigate={onClose} />
        <p className={styles.hint}>{translate({id: 'site.search.hint', message: '↑ ↓ 选择，Enter 打开，Esc 关闭'})}</p>
      </div>
    </div>
  );
}

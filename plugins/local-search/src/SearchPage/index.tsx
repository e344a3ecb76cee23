import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import PlatformFilter, {useChosenPlatforms} from '@site/plugins/my-platforms/src/client/PlatformFilter';
import {useSearch} from '../client/useSearch';
import SearchResults from '../SearchResults';
import styles from '../styles.module.css';

// /search.html?q=…: the full results of a query, with a box to change it (the address follows).
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The page is built without a query: it is read after hydration, so the first render matches the HTML.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(location.search).get('q') ?? ''), [location.search]);
  const platforms = useChosenPlatforms();
  const [onlyMine, setOnlyMine] = useState(false);
  const {hits, failed} = useSearch(query, onlyMine ? platforms : []);
  const listId = useId();
  const title = translate({id: 'site.search.pageTitle', message: '搜索'});
  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          className={styles.input}
          type="search"
          value={query}
          aria-label={translate({id: 'site.search.dialog', message: '搜索文档'})}
          onChange={(event) => {
            setQuery(event.target.value);
            history.replace({search: event.target.value ? `?q=${encodeURIComponent(event.target.value)}` : ''});
          }}
        />
        <PlatformFilter platforms={platforms} checked={onlyMine} onChange={setOnlyMine} className={styles.filter} />
        <SearchResults hits={hits} query={query} failed={failed} active={-1} listId={listId} />
      </main>
    </Layout>
  );
}

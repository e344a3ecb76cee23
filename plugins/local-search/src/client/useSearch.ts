import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSite, type SearchHit} from './searchSite';

/** Hits for the query, searched 120 ms after the reader stops typing; `null` while the first answer is on its way. */
export function useSearch(query: string): {hits: SearchHit[] | null; failed: boolean} {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<{hits: SearchHit[] | null; failed: boolean}>({hits: [], failed: false});
  useEffect(() => {
    let current = true;
    if (query.trim() === '') {
      setState({hits: [], failed: false});
      return undefined;
    }
    setState((previous) => ({hits: previous.hits, failed: false}));
    const timer = window.setTimeout(() => {
      searchSite(baseUrl, query).then(
        (hits) => current && setState({hits, failed: false}),
        () => current && setState({hits: [], failed: true}),
      );
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [baseUrl, query]);
  return state;
}

import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {unsupportedChosen} from '@site/plugins/my-platforms/src/client/support';
import {searchSite, type SearchHit} from './searchSite';

/**
 * Hits for the query, searched 120 ms after the reader stops typing; `null` while the first answer
 * is on its way. `platforms`: the reader's platforms, to leave out pages that do not work there.
 */
export function useSearch(query: string, platforms: readonly string[] = []): {hits: SearchHit[] | null; failed: boolean} {
  const baseUrl = useBaseUrl('/');
  // The effect follows the platforms' ids, not the array the caller made this render.
  const platformKey = platforms.join(' ');
  const [state, setState] = useState<{hits: SearchHit[] | null; failed: boolean}>({hits: [], failed: false});
  useEffect(() => {
    let current = true;
    if (query.trim() === '') {
      setState({hits: [], failed: false});
      return undefined;
    }
    setState((previous) => ({hits: previous.hits, failed: false}));
    const timer = window.setTimeout(() => {
      const chosen = platformKey.split(' ').filter((id) => id !== '');
      const leaveOut = chosen.length > 0 ? async (path: string) => (await unsupportedChosen(baseUrl, path, chosen)).length > 0 : undefined;
      searchSite(baseUrl, query, 10, leaveOut).then(
        (hits) => current && setState({hits, failed: false}),
        () => current && setState({hits: [], failed: true}),
      );
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [baseUrl, query, platformKey]);
  return state;
}

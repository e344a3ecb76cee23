import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Suggestion} from './client/searchSite';
import styles from './styles.module.css';

// On the not-found page: the three pages the unknown address most likely meant (engine/suggest.ts).
// The search code and index load after the page shows, and only on this page.
export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const [hits, setHits] = useState<Suggestion[]>([]);
  useEffect(() => {
    let current = true;
    import('./client/searchSite')
      .then(({suggestForAddress}) => suggestForAddress(baseUrl, pathname))
      .then((found) => current && setHits(found), () => undefined);
    return () => {
      current = false;
    };
  }, [pathname, baseUrl]);
  if (hits.length === 0) return null;
  return (
    <nav className={styles.suggestions} aria-label={translate({id: 'site.notFound.suggestions', message: '你要找的可能是：'})}>
      <p>{translate({id: 'site.notFound.suggestions', message: '你要找的可能是：'})}</p>
      <ul>
        {hits.map((hit) => (
          <li key={hit.url}>
            <Link to={hit.url}>{hit.title}</Link>
            {hit.section && <span className={styles.hitSection}> · {hit.section}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {opensSearch} from '../../client/moveSelection';
import styles from '../../styles.module.css';

const SearchModal = lazy(() => import('../../SearchModal'));

function inTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

// The navbar's search box: a button until the reader searches (click, `/` or Ctrl/⌘-K); the dialog
// and Pagefind load then, so pages cost nothing for search until it is used.
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open && opensSearch(event, inTextField(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <>
      <button type="button" className={styles.searchButton} onClick={() => setOpen(true)} aria-keyshortcuts="/ Control+K Meta+K">
        <span>{translate({id: 'site.search.button', message: '搜索'})}</span>
        <kbd className={styles.key}>/</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';

// Stock's footer without its tags row: `tags` is not a front matter key here (front-matter plugin),
// so the row would never show, yet its code would come with every page.
export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy} = useDoc().metadata;
  if (!editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <EditMetaRow
        className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)}
        editUrl={editUrl}
        lastUpdatedAt={lastUpdatedAt}
        lastUpdatedBy={lastUpdatedBy}
      />
    </footer>
  );
}

import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {TOCItem} from '@docusaurus/mdx-loader';
import TOCItems from '@theme/TOCItems';
import styles from './styles.module.css';

export type Props = {
  /** The page's headings, as the doc module exports them. */
  readonly toc: readonly TOCItem[];
};

// The sidebar of a page that no _sidebar.md lists (or that asks for `sidebar: auto`): each H2 is a
// group, its H3s the children. TOCItems highlights the heading being read, on our own class names
// so that it leaves the navbar's and the mobile menu's `menu__link` classes alone.
export default function AutoSidebar({toc}: Props): ReactNode {
  return (
    <nav
      className={styles.autoSidebar}
      aria-label={translate({id: 'theme.docs.autoSidebar.ariaLabel', message: '本页导航', description: 'Label of the sidebar built from the page headings'})}>
      <TOCItems
        toc={toc}
        minHeadingLevel={2}
        maxHeadingLevel={3}
        className={styles.groups}
        linkClassName={styles.link}
        linkActiveClassName={styles.linkActive}
      />
    </nav>
  );
}

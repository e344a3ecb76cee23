import React, {useCallback, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownFile} from '@site/plugins/page-outputs/src/markdownOutputs';
import styles from './styles.module.css';

export type Props = {
  /** Where the page's markdown is served (`/api/request/request.md`). */
  readonly markdownUrl: string;
};

function Actions({markdownUrl}: Props): ReactNode {
  // The copy code is fetched on the first click only: pages cost nothing until a reader uses it.
  const copy = useCallback(async () => {
    const {copyPageMarkdown} = await import('./copyPageMarkdown');
    await copyPageMarkdown(markdownUrl);
  }, [markdownUrl]);
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy}>
        {translate({id: 'site.pageActions.copyMarkdown', message: '复制本页 Markdown', description: 'Button that copies the page as markdown'})}
      </button>
      <a className={styles.action} href={markdownUrl} target="_blank" rel="noopener">
        {translate({id: 'site.pageActions.viewMarkdown', message: '查看 Markdown', description: "Link to the page's markdown source"})}
      </a>
    </div>
  );
}

// Above each doc's content: copy the page as markdown, or open it (for AI tools and readers).
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const baseUrl = useBaseUrl('/');
  return <Actions markdownUrl={baseUrl + markdownFile(metadata.permalink, baseUrl)} />;
}

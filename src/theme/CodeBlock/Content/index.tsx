import React, {type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import styles from './styles.module.css';

// Adds the language badge in the corner of every code block; it steps aside for the buttons.
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <>
      <Content {...props} />
      {metadata.language && metadata.language !== 'text' && <span className={styles.languageBadge}>{metadata.language}</span>}
    </>
  );
}

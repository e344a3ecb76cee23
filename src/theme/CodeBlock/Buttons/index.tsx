import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {useCodeBlockButtons} from './context';
import styles from './styles.module.css';

// Stock renders every block's buttons right after hydration (a second render of the whole page's
// code blocks, icons and all); here a block gets its buttons when it comes near the viewport.
// Neither is in the server HTML: they need the browser to work.
export default function CodeBlockButtons({className}: Props): ReactNode {
  const {wordWrap} = useCodeBlockButtons();
  if (!useNearViewport(wordWrap.codeBlockRef)) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}

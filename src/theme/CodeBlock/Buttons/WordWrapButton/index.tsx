import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/WordWrapButton';
import IconWordWrap from '@theme/Icon/WordWrap';
import {useCodeBlockButtons} from '../context';
import styles from './styles.module.css';

// Stock, reading the buttons' context (see ../context.ts).
export default function WordWrapButton({className}: Props): ReactNode {
  const {wordWrap} = useCodeBlockButtons();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap', description: 'The title attribute for toggle word wrapping button of code block lines'});
  return (
    <Button onClick={() => wordWrap.toggle()} className={clsx(className, wordWrap.isEnabled && styles.wordWrapButtonEnabled)} aria-label={title} title={title}>
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}

import React, {useCallback, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import {showToast} from '@site/src/components/Toast/toastStore';
import {useCodeBlockButtons} from '../context';
import {copyText} from './copyText';

const label = () => translate({id: 'site.codeBlock.copy', message: '复制代码', description: 'Label of the copy button on code blocks'});

// Replaces the stock button: its label is 复制代码 and the result shows as a toast (复制成功 / 复制失败).
export default function CopyButton({className}: Props): ReactNode {
  const {code} = useCodeBlockButtons();
  const copy = useCallback(async () => {
    const copied = await copyText(code);
    showToast(
      copied
        ? translate({id: 'site.codeBlock.copied', message: '复制成功', description: 'Toast after copying a code block'})
        : translate({id: 'site.codeBlock.copyFailed', message: '复制失败', description: 'Toast when copying a code block failed'}),
      copied ? 'success' : 'error',
    );
  }, [code]);
  return (
    <Button aria-label={label()} title={label()} className={clsx(className)} onClick={copy}>
      <IconCopy aria-hidden="true" />
    </Button>
  );
}

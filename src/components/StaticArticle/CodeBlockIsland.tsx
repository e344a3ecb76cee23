import React, {type ReactNode, useMemo} from 'react';
import Buttons from '@theme/CodeBlock/Buttons';
import {CodeBlockButtonsContext} from '@site/src/theme/CodeBlock/Buttons/context';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

/** The block's code, line by line as CodeBlock/Content wrote it (line numbers are CSS, not text). */
function codeOf(pre: HTMLPreElement): string {
  return [...pre.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n');
}

/** The copy and wrap buttons of a code block in a static article, as CodeBlock/Layout places them. */
export default function CodeBlockIsland({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap(pre);
  const code = useMemo(() => codeOf(pre), [pre]);
  const buttons = useMemo(() => ({code, wordWrap}), [code, wordWrap]);
  return (
    <CodeBlockButtonsContext.Provider value={buttons}>
      <Buttons />
    </CodeBlockButtonsContext.Provider>
  );
}

import React, {type ReactNode, useMemo} from 'react';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

/** The block's code, line by line as CodeBlock/Content wrote it (line numbers are CSS, not text). */
function codeOf(pre: HTMLPreElement): string {
  return [...pre.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n');
}

/** The copy and wrap buttons of a code block in a static article, as CodeBlock/Layout places them. */
export default function CodeBlockIsland({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap(pre);
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: codeOf(pre),
        className: undefined,
        language: undefined,
        defaultLanguage: undefined,
        metastring: undefined,
        magicComments: [],
        title: undefined,
        showLineNumbers: undefined,
      }),
    [pre],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

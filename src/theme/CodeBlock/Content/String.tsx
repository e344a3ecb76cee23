import React, {type ReactNode, useMemo} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';
import {CodeBlockButtonsContext} from '../Buttons/context';

// Stock, with the word-wrap state measured once the block comes near the viewport (see the hook),
// and the buttons' own context (Buttons/context.ts).
export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  const buttons = useMemo(() => ({code: metadata.code, wordWrap}), [metadata.code, wordWrap]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockButtonsContext.Provider value={buttons}>
        <CodeBlockLayout />
      </CodeBlockButtonsContext.Provider>
    </CodeBlockContextProvider>
  );
}

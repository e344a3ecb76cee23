import {createContext, useContext} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

/** What a code block's buttons need: the code to copy and the block's word-wrap state. */
export type CodeBlockButtonsValue = {code: string; wordWrap: ReturnType<typeof useCodeWordWrap>};

/**
 * The buttons' own context, not stock's `CodeBlockContext`: that one lives in theme-common's code
 * block module, with the parsers that build its metadata (magic comments, line ranges). A block in
 * a static article was parsed at build time, and its buttons (components/StaticArticle) come
 * without those parsers: ~2 KB gzip less on a first visit to a page with code near its top.
 */
export const CodeBlockButtonsContext = createContext<CodeBlockButtonsValue | null>(null);

export function useCodeBlockButtons(): CodeBlockButtonsValue {
  const value = useContext(CodeBlockButtonsContext);
  if (!value) throw new Error('A code block button was rendered outside CodeBlockButtonsContext.');
  return value;
}

import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as stockUseCodeWordWrap} from '@docusaurus/theme-common/internal';
import {useNearViewport} from './useNearViewport';

type WordWrap = ReturnType<typeof stockUseCodeWordWrap>;

/**
 * Stock `useCodeWordWrap`, measured lazily: stock reads every code block's width as the page
 * hydrates (a forced layout of the whole page, then one re-render per block). Here a block is
 * measured once it comes near the viewport, and again whenever its box resizes (the window, the
 * wrap toggle, a hidden tab panel shown), when the layout is fresh and the read costs nothing.
 */
export function useCodeWordWrap(pre: HTMLPreElement | null = null): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // A block the server rendered into a static article comes as its element (StaticArticle).
  const codeBlockRef = useRef<HTMLPreElement>(pre);
  const near = useNearViewport(codeBlockRef);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Even a single very long token wraps, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!near || !pre) return undefined;
    // Wrapped code stays "scrollable" so the toggle that unwraps it stays.
    const measure = () => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')!.hasAttribute('style'));
    const resizes = new ResizeObserver(measure);
    resizes.observe(pre);
    return () => resizes.disconnect();
  }, [near]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

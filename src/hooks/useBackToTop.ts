import {useCallback, useEffect, useState} from 'react';
import {BACK_TO_TOP_THROTTLE_MS, showsBackToTop} from './readingPosition';
import {throttle} from './throttle';

/** Whether the back-to-top button shows (past 300 px of scroll), and what its click does. */
export function useBackToTop(): {shown: boolean; scrollToTop: () => void} {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = throttle(() => setShown(showsBackToTop(window.scrollY)), BACK_TO_TOP_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  const scrollToTop = useCallback(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reduceMotion ? 'auto' : 'smooth'});
  }, []);
  return {shown, scrollToTop};
}

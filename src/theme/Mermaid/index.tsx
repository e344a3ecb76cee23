import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/** How far below (or above) the viewport a diagram starts drawing, so it is ready when scrolled to. */
const DRAW_MARGIN = '600px 0px';

// Mermaid is ~160 KB gzip: a page fetches it when a diagram comes near the viewport, not on load.
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: DRAW_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} data-lazy-diagram className={near ? undefined : styles.pending}>
      {near && <Mermaid {...props} />}
    </div>
  );
}

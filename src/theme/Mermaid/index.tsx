import React, {type ReactNode, useRef} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

// Mermaid is ~160 KB gzip: a page fetches it when a diagram comes near the viewport, not on load.
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} data-lazy-diagram className={near ? undefined : styles.pending}>
      {near && <Mermaid {...props} />}
    </div>
  );
}

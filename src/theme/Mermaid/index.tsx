import React, {type ReactNode, useEffect, useRef} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

// Mermaid is ~230 KB gzip for a flowchart (its own build, plugins/diagrams): a page fetches it when
// a diagram comes near the viewport, not on load.
// The slot carries the diagram's source for a static article (marker.ts).
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} data-lazy-diagram={props.value} className={near ? undefined : styles.pending}>
      {near && <Mermaid {...props} />}
    </div>
  );
}

/** The same, drawn into its slot in a static article (components/StaticArticle). */
export function MermaidIsland({slot}: {slot: HTMLElement}): ReactNode {
  const near = useNearViewport(useRef(slot));
  useEffect(() => {
    if (near) slot.classList.remove(styles.pending!);
  }, [near, slot]);
  return near ? <Mermaid value={slot.dataset.lazyDiagram!} /> : null;
}

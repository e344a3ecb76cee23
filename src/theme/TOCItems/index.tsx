import React, {useRef, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';
import {useActiveHeading} from '@site/src/hooks/useActiveHeading';
import styles from './styles.module.css';

// The stock list, with its highlight swapped for ours (useActiveHeading): the stock hook stays off
// because it gets no active class, and ours marks the heading being read, the last one above the
// top of the page plus 10 px, keeping the active entry in view.
export default function TOCItemsWrapper({linkActiveClassName, ...props}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useActiveHeading(ref, props.toc, linkActiveClassName);
  return (
    <div ref={ref} className={styles.contents}>
      <TOCItems {...props} />
    </div>
  );
}

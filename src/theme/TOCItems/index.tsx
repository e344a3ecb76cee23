import React, {useRef, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC} from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type {Props} from '@theme/TOCItems';
import {useActiveHeading} from '@site/src/hooks/useActiveHeading';
import styles from './styles.module.css';

// The stock component with its highlight swapped for ours (useActiveHeading): the heading being
// read is the last one above the top of the page plus 10 px, and the active entry stays in view.
export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
  minHeadingLevel,
  maxHeadingLevel,
  ...props
}: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const tree = useFilteredAndTreeifiedTOC({
    toc,
    minHeadingLevel: minHeadingLevel ?? tableOfContents.minHeadingLevel,
    maxHeadingLevel: maxHeadingLevel ?? tableOfContents.maxHeadingLevel,
  });
  const ref = useRef<HTMLDivElement>(null);
  useActiveHeading(ref, tree, linkActiveClassName);
  return (
    <div ref={ref} className={styles.contents}>
      <TOCItemTree toc={tree} className={className} linkClassName={linkClassName} {...props} />
    </div>
  );
}

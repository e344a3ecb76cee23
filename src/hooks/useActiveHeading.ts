import {useEffect, type RefObject} from 'react';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {keepInView} from '@site/src/clientModules/keepInView';
import {ACTIVE_HEADING_THROTTLE_MS, activeHeadingIndex} from './readingPosition';
import {throttle} from './throttle';

function scrollContainer(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY) && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * Marks, in the list inside `ref`, the link of the heading being read: the last heading whose top
 * is above the top of the visible page (below the sticky navbar) plus 10 px, on scroll throttled
 * to 300 ms. The headings are those the list links to (`toc` only tells when the list changed).
 */
export function useActiveHeading(ref: RefObject<HTMLElement | null>, toc: readonly TOCItem[], activeClassName: string | undefined): void {
  useEffect(() => {
    if (!activeClassName) return undefined;
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])];
    const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
    const update = throttle(() => {
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
      const index = activeHeadingIndex(headings.map((heading) => heading.getBoundingClientRect().top - navbar));
      const activeId = index === -1 ? null : headings[index]!.id;
      links.forEach((link, linkIndex) => {
        const active = ids[linkIndex] === activeId;
        link.classList.toggle(activeClassName, active);
        // Keeps the active entry of a long list in view, by scrolling the list only (never the page).
        const container = active ? scrollContainer(link) : null;
        if (container) keepInView(link, container);
      });
    }, ACTIVE_HEADING_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, toc, activeClassName]);
}

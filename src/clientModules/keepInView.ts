export type ScrollBox = {
  /** Top of the item, measured from the top of the scrolled content. */
  itemTop: number;
  itemHeight: number;
  /** Current scroll offset and visible height of the scrolling container. */
  scrollTop: number;
  viewHeight: number;
};

/**
 * Where to scroll a sidebar so that its current item shows: null when it already shows in full,
 * otherwise the offset that centres it (never above the top).
 */
export function sidebarScrollTop({itemTop, itemHeight, scrollTop, viewHeight}: ScrollBox): number | null {
  const visible = itemTop >= scrollTop && itemTop + itemHeight <= scrollTop + viewHeight;
  if (visible) return null;
  return Math.max(0, Math.round(itemTop - (viewHeight - itemHeight) / 2));
}

/** Scrolls `container` (never the page) so that `item`, one of its descendants, shows. */
export function keepInView(item: HTMLElement, container: HTMLElement): void {
  const top = sidebarScrollTop({
    itemTop: item.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop,
    itemHeight: item.offsetHeight,
    scrollTop: container.scrollTop,
    viewHeight: container.clientHeight,
  });
  if (top !== null) container.scrollTop = top;
}

/** A heading counts as reached once its top is above the viewport top plus this many pixels. */
export const ACTIVE_HEADING_OFFSET_PX = 10;
/** The active heading is recomputed at most this often while scrolling. */
export const ACTIVE_HEADING_THROTTLE_MS = 300;
/** The back-to-top button shows once the page has scrolled past this. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;
/** Its scroll handler runs at most this often. */
export const BACK_TO_TOP_THROTTLE_MS = 100;

/**
 * The heading being read: the last one whose top (relative to the viewport) is above the
 * viewport top plus the offset; -1 before the first heading.
 */
export function activeHeadingIndex(headingTops: readonly number[], offset = ACTIVE_HEADING_OFFSET_PX): number {
  let active = -1;
  headingTops.forEach((top, index) => {
    if (top < offset) active = index;
  });
  return active;
}

export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

/** The slide `delta` steps from `current`, wrapping around both ends. */
export function stepSlide(current: number, delta: number, count: number): number {
  return count === 0 ? 0 : (((current + delta) % count) + count) % count;
}

/** Pixels a horizontal swipe must travel to change slides. */
export const SWIPE_THRESHOLD = 40;

/** The step a swipe asks for: a left swipe shows the next slide, a right swipe the previous one. */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD || Math.abs(deltaX) < Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** Pixels a press may move and still count as a click (on a linked slide) rather than a drag. */
export const CLICK_SLOP = 8;

/** Whether a press that moved by (deltaX, deltaY) was a drag: its click must not follow the slide's link. */
export function isDrag(deltaX: number, deltaY: number): boolean {
  return Math.hypot(deltaX, deltaY) > CLICK_SLOP;
}

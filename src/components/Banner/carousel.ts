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

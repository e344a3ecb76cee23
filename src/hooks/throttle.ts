/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments (so the final scroll position is never missed).
 * `now` and `schedule` are injectable for tests.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
): (...args: A) => void {
  let last = -Infinity;
  let pending: A | null = null;
  return (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= wait) {
      last = now();
      fn(...args);
      return;
    }
    if (pending === null) {
      schedule(() => {
        last = now();
        const latest = pending!;
        pending = null;
        fn(...latest);
      }, wait - elapsed);
    }
    pending = args;
  };
}

// CI runs the suite on a busy 2-core machine, two tests at a time: there a long page can take
// 10 s and more to hydrate, and search its index as long. Waits for what a page does by itself are
// sized for that; none is spent unless something is slow or wrong.

/** How long a page may take to hydrate or settle, or to answer a reader's action: expect()'s timeout. */
export const SETTLE_MS = 30_000;

/** A test's time: room for a few such waits. */
export const TEST_MS = 3 * SETTLE_MS;

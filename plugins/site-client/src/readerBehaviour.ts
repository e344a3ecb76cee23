/** nprogress settings; `trickleRate` is applied by the client module (nprogress 0.2 has no such option). */
export const PROGRESS = {minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, showSpinner: false} as const;

/** One trickle step: a random share of the rate, as nprogress 0.1 did. */
export function trickleAmount(random: number): number {
  return random * PROGRESS.trickleRate;
}

/** On a first load with a hash, scroll once fonts and images have settled. */
export const FIRST_LOAD_SCROLL_DELAY_MS = 700;

/** The element id a location hash names (`#%E9%A1%B5` → `页`), or null. */
export function anchorId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Phones whose browsers scroll the page behind an open drawer unless the body forbids it. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone OS/.test(userAgent);
}

/** The body class that forbids page scroll while the navigation drawer is open. */
export const NAV_OPEN_BODY_CLASS = 'site-nav-open';

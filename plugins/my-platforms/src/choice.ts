// The reader's platforms: where their app runs. Kept in the browser only (localStorage), set before
// the page paints by the head script (headTags.ts) as `<html data-platforms="app mp-weixin">`, which
// the pages' CSS reads; `?platforms=mp-weixin,app-harmony` in a followed link sets it too.

/** The attribute of `<html>` holding the chosen platform ids, space-separated (CSS matches `~=`). */
export const CHOICE_ATTRIBUTE = 'data-platforms';
export const STORAGE_KEY = 'site.platforms';
/** The query parameter of a shared link. */
export const QUERY_PARAMETER = 'platforms';
/** `<html>`'s custom property with the count the navbar's button shows (`" (2)"`): set with the choice, so the button has its width from the first paint. */
export const COUNT_PROPERTY = '--site-platform-count';

/** Sent on `window` when the choice changes, and to ask the navbar's chooser to open. */
export const CHANGE_EVENT = 'site:platforms-change';
export const OPEN_EVENT = 'site:platforms-open';

/** The platforms the reader chose, in column order as the head script kept them. */
export function chosenPlatforms(): string[] {
  return (document.documentElement.getAttribute(CHOICE_ATTRIBUTE) ?? '').split(' ').filter((id) => id !== '');
}

/** Sets the reader's platforms (ids known to the page, in column order), remembers them and tells the page. */
export function choosePlatforms(ids: readonly string[]): void {
  const root = document.documentElement;
  if (ids.length > 0) {
    root.setAttribute(CHOICE_ATTRIBUTE, ids.join(' '));
    root.style.setProperty(COUNT_PROPERTY, `" (${ids.length})"`);
  } else {
    root.removeAttribute(CHOICE_ATTRIBUTE);
    root.style.removeProperty(COUNT_PROPERTY);
  }
  try {
    if (ids.length > 0) localStorage.setItem(STORAGE_KEY, ids.join(' '));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/** A link to `address` that sets these platforms for whoever follows it. */
export function shareLink(address: string, ids: readonly string[]): string {
  const url = new URL(address);
  url.searchParams.set(QUERY_PARAMETER, ids.join(','));
  return url.href;
}

import {translate} from '@docusaurus/Translate';
import {chunkRecovery, fullLoadKey, isChunkLoadError} from '../chunkRecovery';

// Storage may be blocked (private modes, strict cookie settings): then every try counts as the
// first, and recovery still ends on the message, since the reload itself clears nothing.
/** Whether a full load of the current address was already tried for lost code. */
export function triedFullLoad(): boolean {
  try {
    return window.sessionStorage.getItem(fullLoadKey(window.location.pathname)) !== null;
  } catch {
    return false;
  }
}

/** Remembers (or, with `false`, forgets) a full-load try for an address; a no-op where storage is blocked. */
export function markFullLoad(pathname: string, tried: boolean): void {
  try {
    if (tried) window.sessionStorage.setItem(fullLoadKey(pathname), '1');
    else window.sessionStorage.removeItem(fullLoadKey(pathname));
  } catch {
    // Without storage a reload cannot be remembered; the reader still gets the retry button.
  }
}

/** Loads the current address fully, remembering the try. */
export function loadFully(): void {
  markFullLoad(window.location.pathname, true);
  window.location.reload();
}

/** Forgets the try, then loads fully: what the retry button does. */
export function retryFullLoad(): void {
  markFullLoad(window.location.pathname, false);
  loadFully();
}

/** The lost-code message and its button label, in the page's locale: one string each for React and plain DOM. */
export function lostChunkMessages(): {text: string; retry: string} {
  return {
    text: translate({id: 'site.loading.failed', message: '页面加载失败，可能是网络不稳定或站点刚刚更新。', description: "Shown when a page's code could not be downloaded"}),
    retry: translate({id: 'site.loading.retry', message: '重试', description: 'The button that loads the page again after its code was lost'}),
  };
}

// Before hydration React is not running, so the message goes into the server-rendered layout as plain DOM.
function showFailure(): void {
  const messages = lostChunkMessages();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'site-chunk-failure';
  const text = document.createElement('p');
  text.textContent = messages.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = messages.retry;
  button.addEventListener('click', retryFullLoad);
  box.append(text, button);
  (document.querySelector('main') ?? document.body).prepend(box);
}

/**
 * Lost page code before the app has rendered (the first render's preload rejects, and nothing
 * else would tell the reader): a full load the first time, the message after. Lost prefetches
 * after hydration are dropped quietly: a navigation that needs that code recovers by itself.
 */
export function handleLostChunk(event: PromiseRejectionEvent): void {
  if (!isChunkLoadError(event.reason)) return;
  event.preventDefault();
  if (document.documentElement.dataset.hasHydrated === 'true') return;
  if (chunkRecovery(triedFullLoad()) === 'full-load') loadFully();
  else showFailure();
}

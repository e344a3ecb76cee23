import {chunkRecovery, fullLoadKey, isChunkLoadError} from '../chunkRecovery';

/** Whether a full load of the current address was already tried for lost code. */
export function triedFullLoad(): boolean {
  return window.sessionStorage.getItem(fullLoadKey(window.location.pathname)) !== null;
}

/** Loads the current address fully, remembering the try. */
export function loadFully(): void {
  window.sessionStorage.setItem(fullLoadKey(window.location.pathname), '1');
  window.location.reload();
}

/** Forgets the try, then loads fully: what the retry button does. */
export function retryFullLoad(): void {
  window.sessionStorage.removeItem(fullLoadKey(window.location.pathname));
  loadFully();
}

const MESSAGES = {
  zh: {text: '页面加载失败，可能是网络不稳定或站点刚刚更新。', retry: '重试'},
  en: {text: 'This page could not load: the network may be unstable, or the site was just updated.', retry: 'Retry'},
};

// Before hydration React is not running, so the message goes into the server-rendered layout as plain DOM.
function showFailure(): void {
  const messages = document.documentElement.lang.startsWith('en') ? MESSAGES.en : MESSAGES.zh;
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

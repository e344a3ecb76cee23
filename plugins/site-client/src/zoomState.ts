/** Image zoom settings (medium-zoom, plus the grab state it does not have). */
export const ZOOM = {
  background: 'rgba(0,0,0,0.6)',
  zIndex: 998,
  transitionSeconds: 0.4,
  /** The zoomed image fills this share of the viewport. */
  scaleBase: 0.9,
  /** Scrolling this far closes the zoom. */
  scrollThresholdPx: 40,
  /** Pressing the open image this long starts a grab. */
  grabDelayMs: 200,
  /** After closing, clicks are ignored this long, so the closing click cannot reopen it. */
  reopenDelayMs: 500,
} as const;

export type ZoomState = 'closed' | 'open' | 'grabbed';
export type ZoomEvent =
  | 'click'
  | 'modified-click'
  | 'press-held'
  | 'release'
  | 'escape'
  | 'scroll'
  | 'resize'
  | 'backdrop-click'
  | 'reopen-ready';
/** What the glue must do besides changing state. */
export type ZoomEffect = 'open' | 'close' | 'open-original' | 'start-grab' | 'end-grab' | 'ignore';

export type ZoomModel = {
  state: ZoomState;
  /** Just closed: clicks do nothing until `reopen-ready`. */
  reopenBlocked: boolean;
  /** A grab just ended: the click its release makes must not close the zoom. */
  swallowClick: boolean;
};
export const INITIAL_ZOOM: ZoomModel = {state: 'closed', reopenBlocked: false, swallowClick: false};

/**
 * The zoom state machine: closed → open on an image click (unless just closed; with the meta or
 * control key the original opens in a new window instead); open → grabbed when a press is held;
 * grabbed → open on release, and the click that release makes is swallowed; open → closed on a
 * click, Escape, scrolling, resizing or the backdrop; closing blocks reopening until `reopen-ready`.
 */
export function zoomTransition(model: ZoomModel, event: ZoomEvent): {model: ZoomModel; effect: ZoomEffect | null} {
  const close = {model: {state: 'closed' as const, reopenBlocked: true, swallowClick: false}, effect: 'close' as const};
  if (event === 'reopen-ready') return {model: {...model, reopenBlocked: false}, effect: null};
  switch (model.state) {
    case 'closed':
      if (event === 'modified-click') return {model, effect: 'open-original'};
      if (event !== 'click') return {model, effect: null};
      return model.reopenBlocked ? {model, effect: 'ignore'} : {model: {...model, state: 'open'}, effect: 'open'};
    case 'open':
      if (event === 'press-held') return {model: {...model, state: 'grabbed'}, effect: 'start-grab'};
      if (event === 'release') return {model, effect: null};
      if ((event === 'click' || event === 'modified-click') && model.swallowClick) return {model: {...model, swallowClick: false}, effect: 'ignore'};
      return close;
    case 'grabbed':
      if (event === 'release') return {model: {...model, state: 'open', swallowClick: true}, effect: 'end-grab'};
      if (event === 'click' || event === 'modified-click') return {model, effect: 'ignore'};
      if (event === 'press-held') return {model, effect: null};
      return close;
  }
}

/**
 * The box medium-zoom fits the image into: the viewport inset by half of `1 - scaleBase` on each
 * side, so the zoomed image fills `scaleBase` of the viewport in its constraining direction.
 */
export function zoomContainer(viewportWidth: number, viewportHeight: number): {left: number; right: number; top: number; bottom: number} {
  // In whole percent: 1 - 0.9 is not 0.1 in floating point.
  const edgePercent = (100 - Math.round(ZOOM.scaleBase * 100)) / 2;
  const x = (viewportWidth * edgePercent) / 100;
  const y = (viewportHeight * edgePercent) / 100;
  return {left: x, right: x, top: y, bottom: y};
}

/**
 * The bytes and type of a `data:` URL (Docusaurus inlines small images so), so that the original
 * can open in a new window as a blob URL: browsers refuse data URLs as top-level pages.
 */
export function decodeDataUrl(url: string): {type: string; bytes: Uint8Array} | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const [, type = '', , base64, payload = ''] = match;
  const text = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = base64 ? Uint8Array.from(text, (char) => char.charCodeAt(0)) : new TextEncoder().encode(text);
  return {type: type || 'text/plain', bytes};
}

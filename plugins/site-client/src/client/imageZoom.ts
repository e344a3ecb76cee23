import type {Zoom} from 'medium-zoom';
import {decodeDataUrl, INITIAL_ZOOM, ZOOM, zoomContainer, zoomTransition, type ZoomEvent} from '../zoomState';

/** Content images the zoom applies to (the `zooming` class comes from MDXComponents/Img). */
const CONTENT_IMAGE = 'article img.zooming';
/** Images whose click means something else: a link's target, or a carousel slide. */
const NOT_ZOOMABLE_INSIDE = 'a[href], [aria-roledescription="carousel"]';
const OPENED = '.medium-zoom-image--opened';

/** The content images of the page that a click zooms. */
function zoomableImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>(CONTENT_IMAGE)].filter((image) => !image.closest(NOT_ZOOMABLE_INSIDE));
}

let zoom: Zoom | null = null;
let model = INITIAL_ZOOM;
let grab: {startX: number; startY: number; image: HTMLElement} | null = null;
let pressTimer: number | undefined;
/** medium-zoom ignores close() during its opening animation: a close asked for then waits for it. */
let opening = false;
let closeWhenOpened = false;
let openScrollY = 0;

// medium-zoom never enlarges an image past its natural size, and Docusaurus inlines small SVGs as
// data URLs, which it sizes that way too; the zoom must fill ZOOM.scaleBase of the viewport.
// Its geometry is computed synchronously inside open(), so the cap is lifted for that call only.
function openUncapped(image: HTMLImageElement): void {
  const unbounded = {configurable: true, get: () => Number.POSITIVE_INFINITY};
  Object.defineProperties(image, {naturalWidth: unbounded, naturalHeight: unbounded});
  opening = true;
  openScrollY = window.scrollY;
  void zoom!.update({margin: 0, container: zoomContainer(window.innerWidth, window.innerHeight)}).open({target: image});
  delete (image as {naturalWidth?: number}).naturalWidth;
  delete (image as {naturalHeight?: number}).naturalHeight;
}

function openOriginal(image: HTMLImageElement): void {
  const source = image.currentSrc || image.src;
  const inline = decodeDataUrl(source);
  const url = inline ? URL.createObjectURL(new Blob([inline.bytes as BlobPart], {type: inline.type})) : source;
  window.open(url, '_blank', 'noopener');
}

/** Feeds an event to the state machine (zoomState.ts) and carries out its effect. */
function dispatch(event: ZoomEvent, image?: HTMLImageElement): void {
  const {model: next, effect} = zoomTransition(model, event);
  model = next;
  if (effect === 'open' && image) {
    openUncapped(image);
  } else if (effect === 'open-original' && image) {
    openOriginal(image);
  } else if (effect === 'close') {
    if (opening) closeWhenOpened = true;
    else void zoom!.close();
  } else if (effect === 'start-grab' && grab) {
    grab.image.classList.add('site-zoom-grabbed');
  } else if (effect === 'end-grab' && grab) {
    grab.image.classList.remove('site-zoom-grabbed');
    grab.image.style.translate = '';
    grab = null;
  }
}

// Capture phase on the document: every click on a zoomable image or the backdrop is decided here,
// before medium-zoom's own click handlers, which never see it.
function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const onBackdrop = !!target?.closest('.medium-zoom-overlay');
  const image = target?.closest<HTMLImageElement>(`${CONTENT_IMAGE}, ${OPENED}`);
  if (!onBackdrop && (!image || image.closest(NOT_ZOOMABLE_INSIDE))) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  if (onBackdrop) dispatch('backdrop-click');
  else dispatch(event.metaKey || event.ctrlKey ? 'modified-click' : 'click', image!);
}

function onPointerDown(event: PointerEvent): void {
  const image = (event.target as Element | null)?.closest<HTMLElement>(OPENED);
  if (!image || model.state !== 'open') return;
  const {clientX: startX, clientY: startY} = event;
  pressTimer = window.setTimeout(() => {
    grab = {startX, startY, image};
    dispatch('press-held');
  }, ZOOM.grabDelayMs);
}

function onPointerMove(event: PointerEvent): void {
  if (!grab || model.state !== 'grabbed') return;
  // `translate` composes with medium-zoom's own transform instead of replacing it.
  grab.image.style.translate = `${event.clientX - grab.startX}px ${event.clientY - grab.startY}px`;
}

function onPointerUp(): void {
  window.clearTimeout(pressTimer);
  dispatch('release');
}

// medium-zoom has its own Escape, scroll and resize closes, but ignores them while animating:
// routed through the state machine, they also work during the opening animation.
function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') dispatch('escape');
}

function onScroll(): void {
  if (model.state !== 'closed' && Math.abs(window.scrollY - openScrollY) > ZOOM.scrollThresholdPx) dispatch('scroll');
}

function onResize(): void {
  dispatch('resize');
}

// Pressing the zoomed image would start a native image drag, which cancels the pointer events a grab needs.
function onDragStart(event: DragEvent): void {
  if ((event.target as Element | null)?.closest(OPENED)) event.preventDefault();
}

async function createZoom(): Promise<Zoom> {
  const {default: mediumZoom} = await import('medium-zoom');
  const instance = mediumZoom({background: ZOOM.background, scrollOffset: ZOOM.scrollThresholdPx});
  instance.on('opened', () => {
    opening = false;
    if (closeWhenOpened) {
      closeWhenOpened = false;
      void instance.close();
    }
  });
  // Clicks count again 500 ms after the zoom has finished closing, not after the close began.
  instance.on('closed', () => window.setTimeout(() => dispatch('reopen-ready'), ZOOM.reopenDelayMs));
  // medium-zoom may still close by itself after its animation: keep the model in step.
  instance.on('close', () => {
    if (model.state !== 'closed') dispatch('escape');
  });
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointermove', onPointerMove);
  document.addEventListener('pointerup', onPointerUp);
  document.addEventListener('dragstart', onDragStart);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('scroll', onScroll, {passive: true});
  window.addEventListener('resize', onResize);
  return instance;
}

let loading: Promise<Zoom> | null = null;

/**
 * After every page render: zoom this page's images only, closing any zoom left from the last page.
 * medium-zoom is fetched on the first page that has a zoomable image, so other pages never load it.
 */
export async function attachImageZoom(): Promise<void> {
  if (!zoom && zoomableImages().length === 0) return;
  loading ??= createZoom();
  zoom = await loading;
  if (model.state !== 'closed') dispatch('escape');
  zoom.detach();
  // Read the images after the await: the reader may have moved on to another page meanwhile.
  zoom.attach(...zoomableImages());
}

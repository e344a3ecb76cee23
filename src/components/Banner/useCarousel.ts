import {useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent, type PointerEvent} from 'react';
import {isDrag, stepSlide, swipeStep} from './carousel';

/** Slide state with auto-advance (paused while pointed at or focused), keys and swipes. */
export function useCarousel(count: number, intervalMs: number) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<{x: number; y: number} | null>(null);
  const dragged = useRef(false);
  const step = useCallback((delta: number) => setCurrent((index) => stepSlide(index, delta, count)), [count]);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => step(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs, step]);

  const handlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    },
    onPointerDown: (event: PointerEvent) => {
      start.current = {x: event.clientX, y: event.clientY};
    },
    // A press on a linked slide image would start a native drag, which cancels the pointer events.
    onDragStart: (event: DragEvent) => event.preventDefault(),
    onPointerCancel: () => {
      start.current = null;
    },
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return;
      const [deltaX, deltaY] = [event.clientX - start.current.x, event.clientY - start.current.y];
      start.current = null;
      dragged.current = isDrag(deltaX, deltaY);
      const delta = swipeStep(deltaX, deltaY);
      if (delta !== 0) step(delta);
    },
    // The click that ends a drag is no click: it neither follows a slide's link nor reaches the page.
    onClickCapture: (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  return {current, paused, step, goTo: setCurrent, handlers};
}

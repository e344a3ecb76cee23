import {useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent} from 'react';
import {stepSlide, swipeStep} from './carousel';

/** Slide state with auto-advance (paused while pointed at or focused), keys and swipes. */
export function useCarousel(count: number, intervalMs: number) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<{x: number; y: number} | null>(null);
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
      const delta = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
      start.current = null;
      if (delta !== 0) step(delta);
    },
  };
  return {current, paused, step, goTo: setCurrent, handlers};
}

import {type RefObject, useEffect, useState} from 'react';

/** How far beyond the viewport an element counts as near, so its work is done before it shows. */
const NEAR_MARGIN = '600px 0px';

// One observer for the whole page: a long page has dozens of code blocks and diagrams waiting.
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, Set<() => void>>();

function whenNear(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.forEach((near) => near());
        waiting.delete(entry.target);
        observer!.unobserve(entry.target);
      }
    },
    {rootMargin: NEAR_MARGIN},
  );
  const callbacks = waiting.get(element) ?? new Set();
  callbacks.add(callback);
  waiting.set(element, callbacks);
  observer.observe(element);
  return () => {
    callbacks.delete(callback);
    if (callbacks.size > 0) return;
    waiting.delete(element);
    observer!.unobserve(element);
  };
}

/**
 * False until the element comes within 600px of the viewport (a hidden tab panel's content: once it
 * is shown there), then true for good. False in the server render and at hydration, so work that
 * waits on it (drawing a diagram, measuring a code block, its buttons) is never done for the parts
 * of a long page nobody scrolls to.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return whenNear(element, () => setNear(true));
  }, [ref, near]);
  return near;
}

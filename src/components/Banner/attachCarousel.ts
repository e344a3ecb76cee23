import {isDrag, stepSlide, swipeStep} from './carousel';
import {BANNER_ATTRIBUTE} from './marker';
import styles from './styles.module.css';

/**
 * Runs the carousel Banner rendered into `section`: it advances by itself (paused while pointed at
 * or focused, when slide changes are also announced), and follows its buttons, arrow keys and
 * swipes. It works on the elements as they are, so that it runs the same over the server's HTML in a
 * static article as under React. Returns what stops it.
 */
export function attachCarousel(section: HTMLElement): () => void {
  const intervalMs = Number(section.getAttribute(BANNER_ATTRIBUTE));
  const track = section.querySelector<HTMLElement>(`.${styles.track}`)!;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...section.querySelectorAll<HTMLElement>(`.${styles.dot}`)];
  let current = 0;
  let timer: number | undefined;
  let pressedAt: {x: number; y: number} | null = null;
  let dragged = false;

  const show = (index: number) => {
    current = index;
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, at) => (slide.inert = at !== index));
    dots.forEach((dot, at) => {
      dot.classList.toggle(styles.dotCurrent!, at === index);
      dot.setAttribute('aria-current', String(at === index));
    });
  };
  const step = (delta: number) => show(stepSlide(current, delta, slides.length));
  const hold = (held: boolean) => {
    window.clearInterval(timer);
    // Announced only while the reader holds the carousel (hover, focus): automatic turns stay quiet.
    track.setAttribute('aria-live', held ? 'polite' : 'off');
    if (!held && slides.length > 1) timer = window.setInterval(() => step(1), intervalMs);
  };

  const removers: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(target: Element, type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) => {
    target.addEventListener(type, listener as EventListener, capture);
    removers.push(() => target.removeEventListener(type, listener as EventListener, capture));
  };
  on(section, 'mouseenter', () => hold(true));
  on(section, 'mouseleave', () => hold(false));
  on(section, 'focusin', () => hold(true));
  on(section, 'focusout', (event) => {
    if (!section.contains(event.relatedTarget as Node | null)) hold(false);
  });
  on(section, 'keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  });
  on(section, 'pointerdown', (event) => {
    pressedAt = {x: event.clientX, y: event.clientY};
  });
  // A press on a linked slide image would start a native drag, which cancels the pointer events.
  on(section, 'dragstart', (event) => event.preventDefault());
  on(section, 'pointercancel', () => {
    pressedAt = null;
  });
  on(section, 'pointerup', (event) => {
    if (!pressedAt) return;
    const [deltaX, deltaY] = [event.clientX - pressedAt.x, event.clientY - pressedAt.y];
    pressedAt = null;
    dragged = isDrag(deltaX, deltaY);
    const delta = swipeStep(deltaX, deltaY);
    if (delta !== 0) step(delta);
  });
  // The click that ends a drag is no click: it neither follows a slide's link nor reaches the page.
  on(
    section,
    'click',
    (event) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  section.querySelectorAll(`.${styles.previous}`).forEach((button) => on(button, 'click', () => step(-1)));
  section.querySelectorAll(`.${styles.next}`).forEach((button) => on(button, 'click', () => step(1)));
  dots.forEach((dot, index) => on(dot, 'click', () => show(index)));
  hold(section.matches(':hover, :focus-within'));
  return () => {
    window.clearInterval(timer);
    removers.forEach((remove) => remove());
  };
}

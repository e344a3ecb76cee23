/** How long a toast stays. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error';
export type Toast = {id: number; text: string; kind: ToastKind};

type Timers = {schedule: (run: () => void, ms: number) => unknown; cancel: (timer: unknown) => void};

/** One toast at a time: showing another replaces it; each hides itself after its duration. */
export function createToastStore({schedule, cancel}: Timers = {schedule: (run, ms) => setTimeout(run, ms), cancel: (timer) => clearTimeout(timer as number)}) {
  let current: Toast | null = null;
  let timer: unknown;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (toast: Toast | null) => {
    current = toast;
    listeners.forEach((listener) => listener());
  };
  return {
    show(text: string, kind: ToastKind, durationMs = TOAST_DURATION_MS): void {
      cancel(timer);
      const toast = {id: nextId++, text, kind};
      set(toast);
      timer = schedule(() => {
        if (current === toast) set(null);
      }, durationMs);
    },
    getSnapshot: (): Toast | null => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

/** Shows a short message at the bottom of the screen for TOAST_DURATION_MS. */
export function showToast(text: string, kind: ToastKind = 'success'): void {
  toastStore.show(text, kind);
}

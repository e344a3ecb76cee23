/** The result a key selects: ArrowDown/ArrowUp move through `count` results, wrapping; other keys keep it. */
export function moveSelection(current: number, key: string, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return current;
}

/** Whether a key press opens search: `/` outside text fields, or Ctrl/⌘-K anywhere. */
export function opensSearch(event: {key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean}, inTextField: boolean): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !inTextField;
}

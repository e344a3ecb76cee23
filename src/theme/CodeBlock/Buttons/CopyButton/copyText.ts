/** Copies text: the Clipboard API where the page may use it, else the well-kept fallback library. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    // Plain-HTTP hosts have no Clipboard API; load the fallback only then.
    const {default: copy} = await import('copy-text-to-clipboard');
    return copy(text);
  } catch {
    return false;
  }
}

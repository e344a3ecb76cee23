/** The line of a JSON text where `"key"` first appears as a key, for error messages. */
export function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  const index = at === -1 ? text.indexOf(JSON.stringify(key)) : at;
  return index === -1 ? 1 : text.slice(0, index).split('\n').length;
}

/**
 * The 1-based line of a top-level `key:` in the front matter that opens a markdown text, or
 * undefined when it is not there: YAML parsers give values, not places, and writers need the place.
 */
export function frontMatterLine(text: string, key: string): number | undefined {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let index = 1; index < lines.length && lines[index]!.trim() !== '---'; index += 1) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    // Indented lines belong to a value; a key may be quoted ("layout": simple).
    if (colon > 0 && !/^\s/.test(line) && line.slice(0, colon).trim().replace(/^(["'])(.*)\1$/, '$2') === key) return index + 1;
  }
  return undefined;
}

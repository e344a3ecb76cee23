/** The line of a JSON text where `"key"` first appears as a key, for error messages. */
export function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  const index = at === -1 ? text.indexOf(JSON.stringify(key)) : at;
  return index === -1 ? 1 : text.slice(0, index).split('\n').length;
}

/** Parses a data file that holds one JSON object; `example` shows its expected form in errors. */
export function parseJsonObject(file: string, text: string, example: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}). Check commas and quotes.`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${file}:1: the file is one JSON object, such as ${example}.`);
  }
  return json as Record<string, unknown>;
}

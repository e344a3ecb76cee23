/** A widget tag as written in markdown: `<Compat api="uni.request" />`, `<Banner>`, `</Banner>`. */
export type WidgetTag = {
  name: string;
  attributes: Record<string, string>;
  kind: 'open' | 'close' | 'self-closing';
};

const TAG = /^<(\/?)([A-Z][A-Za-z]*)((?:\s+[a-zA-Z][\w-]*="[^"]*")*)\s*(\/?)>$/;
const ATTRIBUTE = /([a-zA-Z][\w-]*)="([^"]*)"/g;

/** Reads a widget tag (capitalised name, double-quoted attributes); null for anything else. */
export function parseWidgetTag(html: string): WidgetTag | null {
  const match = TAG.exec(html.trim());
  if (!match) return null;
  const [, slash, name, attributeText = '', selfClosing] = match;
  if (slash && (selfClosing || attributeText)) return null;
  const attributes = Object.fromEntries([...attributeText.matchAll(ATTRIBUTE)].map(([, key, value]) => [key!, value!]));
  return {name: name!, attributes, kind: slash ? 'close' : selfClosing ? 'self-closing' : 'open'};
}

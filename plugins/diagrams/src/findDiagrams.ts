/** A mermaid fence at the start of a line, as writers put them: ```` ```mermaid ```` … ```` ``` ```` (or with `~~~`). */
const FENCE = /^(`{3,}|~{3,})mermaid[^\S\n]*\n([\s\S]*?)\n\1[^\S\n]*$/gm;

/**
 * The sources of a page's mermaid diagrams, read from its markdown as remark will give them, so
 * that they can be drawn while the build is still loading (index.ts). A fence this misses (one
 * indented in a list) is simply drawn later, when its page compiles.
 */
export function findDiagrams(markdown: string): string[] {
  return [...markdown.replaceAll('\r\n', '\n').matchAll(FENCE)].map((match) => match[2]!);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER = /^(\s*):::\s*([a-zA-Z][\w-]*)(?:\s+(.*?))?\s*$/;

/**
 * Rewrites VuePress-style container lines to the directive syntax Docusaurus parses:
 * `::: tip 标题` → `:::tip[标题]`, `::: details` → `:::details`, `:::warning 注意` → `:::warning[注意]`.
 * Lines inside fenced code are left alone; `:::tip[标题]` is already in that form.
 */
export function normalizeContainers(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (opener && (fence === null || (opener[0] === fence[0] && opener.length >= fence.length))) {
        fence = fence === null ? opener : null;
        return line;
      }
      if (fence !== null) return line;
      const container = CONTAINER.exec(line);
      if (!container) return line;
      const [, indent, name, rest = ''] = container;
      if (rest === '' || rest.startsWith('[') || rest.startsWith('{')) return `${indent}:::${name}${rest}`;
      return `${indent}:::${name}[${rest.replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}

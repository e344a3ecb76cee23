import path from 'node:path';
import type {Node} from 'unist';

/**
 * A markdown author's mistake: `docs/a.md:12: message`, with the site-relative file name; `at` is
 * the node at fault, or the line when the parser failed before there were nodes.
 */
export function fileError(file: {path: string}, at: Node | number | undefined, siteDir: string, message: string): Error {
  const line = typeof at === 'number' ? at : at?.position?.start.line;
  return new Error(`${path.relative(siteDir, file.path)}:${line ?? '?'}: ${message}`);
}

import path from 'node:path';
import type {Node} from 'unist';

/** A markdown author's mistake: `docs/a.md:12: message`, with the site-relative file name. */
export function fileError(file: {path: string}, node: Node | undefined, siteDir: string, message: string): Error {
  return new Error(`${path.relative(siteDir, file.path)}:${node?.position?.start.line ?? '?'}: ${message}`);
}

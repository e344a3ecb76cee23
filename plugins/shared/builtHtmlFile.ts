import path from 'node:path';

/** The file a built route is written to: `/en/api/a.html` → `<outDir>/api/a.html`, `/en/api/` → `<outDir>/api/index.html`. */
export function builtHtmlFile(outDir: string, baseUrl: string, permalink: string): string {
  return path.join(outDir, permalink.slice(baseUrl.length - 1), permalink.endsWith('/') ? 'index.html' : '');
}

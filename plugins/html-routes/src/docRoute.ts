/** File names that stand for their folder, as in VuePress: `a/README.md` is served at `/a/`. */
const INDEX_FILE = /(^|\/)(readme|index)\.mdx?$/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The route of a docs file, from its path relative to the docs folder:
 * `a/b.md` → `/a/b.html`, `a/README.md` → `/a/`, `README.md` → `/`.
 * A file named like its folder keeps its own page (`request/request.md` → `/request/request.html`).
 */
export function docRoute(relativePath: string): string {
  const posixPath = relativePath.split('\\').join('/').replace(/^\.?\//, '');
  if (!MARKDOWN_FILE.test(posixPath)) {
    throw new Error(`${relativePath}: only .md and .mdx files are pages.`);
  }
  if (INDEX_FILE.test(posixPath)) return `/${posixPath.replace(INDEX_FILE, '$1')}`;
  return `/${posixPath.replace(MARKDOWN_FILE, '.html')}`;
}

/** Whether a docs file is its folder's index page (`README.md`, `readme.md`, `index.md`). */
export function isIndexFile(relativePath: string): boolean {
  return INDEX_FILE.test(relativePath.split('\\').join('/'));
}

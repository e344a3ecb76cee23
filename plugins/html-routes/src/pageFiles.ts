/**
 * Markdown files in docs/ that are not pages (the docs plugin's `exclude`): partials such as
 * `_sidebar.md`, and `404.md`, the not-found page's content, which the NotFound theme component
 * imports for every unknown path.
 */
export const NON_PAGE_GLOBS = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '404.md'];

/** Layouts a page can ask for with `layout:`; the not-found layout is only for unknown paths. */
export const LAYOUTS = ['main', 'simple'] as const;
export type Layout = (typeof LAYOUTS)[number];

type FrontMatter = Record<string, unknown>;

const CSS_CLASSES = /^-?[_a-zA-Z][\w-]*(\s+-?[_a-zA-Z][\w-]*)*$/;

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

/**
 * Checks the front matter fields of our own vocabulary and translates them into the Docusaurus
 * fields that carry them out, so that the theme has one source of truth per behaviour.
 */
export function checkFrontMatter(frontMatter: FrontMatter, file: string): FrontMatter {
  const {layout = 'main', pageClass, sidebar, slug} = frontMatter;
  if (slug !== undefined) {
    fail(file, 'front matter "slug" is not used here: a page\'s address comes from its file path (docs/a/b.md is /a/b.html). Remove the "slug" line and move or rename the file instead.');
  }
  if (typeof layout !== 'string' || !(LAYOUTS as readonly string[]).includes(layout)) {
    fail(file, `layout "${String(layout)}" is unknown. Use one of: ${LAYOUTS.join(', ')} (e.g. layout: simple), or remove the line for the default "main".`);
  }
  if (pageClass !== undefined && (typeof pageClass !== 'string' || !CSS_CLASSES.test(pageClass))) {
    fail(file, `pageClass "${String(pageClass)}" is not a CSS class name (e.g. pageClass: home-page).`);
  }
  if (sidebar !== undefined && sidebar !== 'auto') {
    fail(file, `sidebar "${String(sidebar)}" is unknown. The only value is "sidebar: auto" (a sidebar of the page's own headings); remove the line to show the section's sidebar.`);
  }
  if (layout === 'simple') {
    return {...frontMatter, displayed_sidebar: null, hide_table_of_contents: true};
  }
  if (sidebar === 'auto') return {...frontMatter, displayed_sidebar: null};
  return frontMatter;
}

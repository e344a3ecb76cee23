import type {Definition, Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export type RemarkBaselessLinksOptions = {
  /** The locale's base URL, `/en/`; links of the `/` locale are left alone. */
  baseUrl: string;
};

/**
 * Writes the site's own links without the locale's base URL (`/en/api/a.html` → `/api/a.html`),
 * after Docusaurus has resolved markdown links to addresses. Its `Link` adds the base URL back when
 * the page renders, so the address readers get is the same, and an untranslated page compiles to
 * the same module in every locale (which `plugins/mdx-cache` shares between the locales' builds).
 */
export default function remarkBaselessLinks({baseUrl}: RemarkBaselessLinksOptions) {
  return (tree: Root): void => {
    if (baseUrl === '/') return;
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      if (link.url.startsWith(baseUrl)) link.url = link.url.slice(baseUrl.length - 1);
    });
  };
}

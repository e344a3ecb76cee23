import logger from '@docusaurus/logger';
import {buildSidebars, type SidebarItem} from './buildSidebars';
import {readDocs, type ReadDocsOptions} from './readDocs';

export type {SidebarItem};

/**
 * The site's sidebars, one per section, from the `_sidebar.md` files writers keep. Docusaurus shows
 * a page the first sidebar that lists it: sections come before the root, so a section page listed
 * in the root too keeps its section's sidebar.
 */
export function loadMarkdownSidebars(options: ReadDocsOptions): Record<string, SidebarItem[]> {
  const {sources, index} = readDocs(options);
  const {sidebars, orphans} = buildSidebars(sources, index);
  if (orphans.length > 0) {
    logger.warn(`${orphans.length} pages are in no _sidebar.md; they get a sidebar of their own headings. Add them to their section's _sidebar.md:\n${orphans.map((page) => `  - docs/${page}`).join('\n')}`);
  }
  return sidebars;
}

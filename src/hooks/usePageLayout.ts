import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {Layout} from '@site/plugins/front-matter/src/checkFrontMatter';

/** Front matter fields of our own that shape a doc page; checked at build by `checkFrontMatter`. */
type PageLayoutFrontMatter = {layout?: Layout; pageClass?: string; sidebar?: 'auto'};

/** Which sidebar a page shows: its section's, one built from its own headings, or none. */
export type PageSidebar = 'section' | 'auto' | 'none';

/** The current doc's layout (`main` unless the page asks for another), wrapper class and sidebar. */
export function usePageLayout(): {layout: Layout; pageClass?: string; sidebar: PageSidebar} {
  const frontMatter = useDoc().frontMatter as PageLayoutFrontMatter;
  const sectionSidebar = useDocsSidebar();
  const layout = frontMatter.layout ?? 'main';
  const sidebar: PageSidebar = layout === 'simple' ? 'none' : sectionSidebar && frontMatter.sidebar !== 'auto' ? 'section' : 'auto';
  return {layout, pageClass: frontMatter.pageClass, sidebar};
}

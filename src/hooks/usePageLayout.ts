import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Layout} from '@site/plugins/front-matter/src/checkFrontMatter';

/** Front matter fields of our own that shape a doc page; checked at build by `checkFrontMatter`. */
type PageLayoutFrontMatter = {layout?: Layout; pageClass?: string};

/** The current doc's layout (`main` unless the page asks for another) and extra wrapper class. */
export function usePageLayout(): {layout: Layout; pageClass?: string} {
  const frontMatter = useDoc().frontMatter as PageLayoutFrontMatter;
  return {layout: frontMatter.layout ?? 'main', pageClass: frontMatter.pageClass};
}

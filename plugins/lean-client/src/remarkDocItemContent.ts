import type {Root} from 'mdast';
import {esmExportDefaultFrom} from '../../markdown-syntax/src/mdast';
import {DOC_ITEM_CONTENT_EXPORT} from './docData';

/**
 * Markdown the docs plugin compiles that is not a page of its own (NON_PAGE_GLOBS): partials, which
 * pages import, and 404.md, which `theme/NotFound/Content` renders itself.
 */
function isDocPage(file: string): boolean {
  return !/(?:^|\/)(?:_[^/]*(?:\/.*)?|404\.md)$/.test(file);
}

/**
 * Each compiled doc page exports the stock `DocItem/Content`, the renderer of compiled markdown,
 * with everything markdown may render (admonitions, details, code blocks, headings…). So that code
 * comes with the compiled markdown: the server, which renders every page from it, and in the
 * browser the few pages that keep it; a page whose content comes as HTML never loads it
 * (`src/theme/DocItem/Content` reads the export, as Docusaurus puts a module's exports on its component).
 */
export default function remarkDocItemContent() {
  return (tree: Root, file: {path?: string}): void => {
    if (!isDocPage(file.path ?? '')) return;
    tree.children.unshift(esmExportDefaultFrom(DOC_ITEM_CONTENT_EXPORT, '@theme-original/DocItem/Content'));
  };
}

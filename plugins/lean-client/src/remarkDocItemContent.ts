import path from 'node:path';
import type {Root} from 'mdast';
import {createAbsoluteFilePathMatcher} from '@docusaurus/utils';
import {esmExportDefaultFrom} from '../../markdown-syntax/src/mdast';
import {DOC_ITEM_CONTENT_EXPORT} from './docData';

export type RemarkDocItemContentOptions = {
  docsDirs: string[];
  /** The docs plugin's `exclude` globs: partials, which pages import, and 404.md, which `theme/NotFound/Content` renders itself. */
  exclude: string[];
};

/**
 * Each compiled doc page exports the stock `DocItem/Content`, the renderer of compiled markdown,
 * with everything markdown may render (admonitions, details, code blocks, headings…). So that code
 * comes with the compiled markdown: the server, which renders every page from it, and in the
 * browser the pages that keep it (`.mdx`); a page whose content comes as HTML never loads it
 * (`src/theme/DocItem/Content` reads the export, as Docusaurus puts a module's exports on its component).
 */
export default function remarkDocItemContent({docsDirs, exclude}: RemarkDocItemContentOptions) {
  const isPartial = createAbsoluteFilePathMatcher(exclude, docsDirs);
  return (tree: Root, file: {path?: string}): void => {
    const inDocs = docsDirs.some((dir) => file.path?.startsWith(dir + path.sep));
    if (!inDocs || isPartial(file.path!)) return;
    tree.children.unshift(esmExportDefaultFrom(DOC_ITEM_CONTENT_EXPORT, '@theme-original/DocItem/Content'));
  };
}

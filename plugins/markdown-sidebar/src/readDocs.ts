import fs from 'node:fs';
import path from 'node:path';
import {createAbsoluteFilePathMatcher} from '@docusaurus/utils';
import type {DocsIndex, SidebarSource} from './buildSidebars';
import {headingIds} from './headingIds';

export type ReadDocsOptions = {
  siteDir: string;
  docsDir: string;
  /** Section folders with a sidebar of their own; everything else belongs to the root sidebar. */
  sections: readonly string[];
  /** The docs plugin's `exclude` globs: matching files are not pages. */
  exclude: string[];
};

const SIDEBAR_FILE = '_sidebar.md';

function listMarkdown(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/i.test(file))
    .map((file) => file.split(path.sep).join('/'));
}

/** Reads every `_sidebar.md` (sections first, root last) and indexes the pages they may link to. */
export function readDocs({siteDir, docsDir, sections, exclude}: ReadDocsOptions): {sources: SidebarSource[]; index: DocsIndex} {
  const isPartial = createAbsoluteFilePathMatcher(exclude, [docsDir]);
  const pages = listMarkdown(docsDir).filter((file) => !isPartial(path.join(docsDir, file)));
  const anchors = new Map(pages.map((page) => [page, headingIds(fs.readFileSync(path.join(docsDir, page), 'utf8'))]));

  const sources: SidebarSource[] = [];
  for (const section of [...sections, '']) {
    const sectionDir = path.join(docsDir, section);
    if (section !== '' && !fs.existsSync(sectionDir)) continue;
    const file = path.join(sectionDir, SIDEBAR_FILE);
    const shown = path.relative(siteDir, file);
    if (!fs.existsSync(file)) {
      throw new Error(`${shown} is missing: every section with pages has one. Create it with a list of the section's pages, e.g. "* [概述](README.md)".`);
    }
    sources.push({name: section || 'root', file: shown, dir: section, text: fs.readFileSync(file, 'utf8')});
  }
  return {sources, index: {pages: new Set(pages), anchors}};
}

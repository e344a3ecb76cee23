import fs from 'node:fs';
import path from 'node:path';
import type {Definition, Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {resolveDocLink} from './resolveDocLink';

export type RemarkDocLinksOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
  /** Absolute docs folders, the default locale's first; `/c/d` links start from the one holding the page. */
  docsDirs: string[];
  /** Absolute folder of static files. */
  staticDir: string;
};

type VFileLike = {path: string};

/**
 * Rewrites every internal link form writers use to the markdown file it means, before Docusaurus
 * resolves markdown links to routes; a link that reaches no page fails with file and line.
 */
export default function remarkDocLinks(options: RemarkDocLinksOptions) {
  const exists = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  return (tree: Root, file: VFileLike): void => {
    const fromDir = path.dirname(file.path);
    const defaultDocsDir = options.docsDirs[0]!;
    const docsDir = options.docsDirs.find((dir) => file.path.startsWith(dir + path.sep)) ?? defaultDocsDir;
    // A translated page may link a page that has no translation yet: it resolves as from the same
    // place in the default locale's folder, and the link names that file by its @site path, which
    // Docusaurus maps to the page this locale shows for it (the untranslated fallback).
    const untranslated = {fromDir: path.join(defaultDocsDir, path.relative(docsDir, fromDir)), docsDir: defaultDocsDir, staticDir: options.staticDir, exists};
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      const resolution = resolveDocLink(link.url, {fromDir, docsDir, staticDir: options.staticDir, exists});
      if (resolution.kind === 'broken' && docsDir !== defaultDocsDir) {
        const fallback = resolveDocLink(link.url, untranslated);
        if (fallback.kind === 'markdown') {
          link.url = `@site/${path.relative(options.siteDir, fallback.file).split(path.sep).join('/')}${fallback.suffix}`;
          return;
        }
      }
      if (resolution.kind === 'markdown') link.url = resolution.url;
      if (resolution.kind === 'broken') {
        const where = `${path.relative(options.siteDir, file.path)}:${link.position?.start.line ?? '?'}`;
        throw new Error(
          `${where}: the link "${link.url}" is broken (${resolution.reason}). ` +
            'Link to an existing page, e.g. "./other-page.md", "../api/README.md#anchor" or "/api/request/request.html".',
        );
      }
    });
  };
}

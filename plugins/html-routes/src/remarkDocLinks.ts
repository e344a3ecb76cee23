import fs from 'node:fs';
import path from 'node:path';
import type {Definition, Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {headingIds} from '../../markdown-sidebar/src/headingIds';
import {resolveDocLink} from './resolveDocLink';

export type RemarkDocLinksOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
  /** Absolute docs folders, the default locale's first; `/c/d` links start from the one holding the page. */
  docsDirs: string[];
  /** Absolute folder of static files. */
  staticDir: string;
  /** A page's markdown as it is compiled (the markdown preprocessor applied), to find its anchors. */
  readPage?: (file: string) => string;
  /** The translated docs folder of the locale being built; absent for the default locale. */
  localizedDocsDir?: string;
};

type VFileLike = {path: string; value?: unknown};

/** A link's anchor, decoded; null for none. */
function anchorOf(suffix: string): string | null {
  const hash = suffix.split('#')[1];
  if (!hash) return null;
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Rewrites every internal link form writers use to the markdown file it means, before Docusaurus
 * resolves markdown links to routes; a link that reaches no page fails with file and line.
 */
export default function remarkDocLinks(options: RemarkDocLinksOptions) {
  const exists = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  const readPage = options.readPage ?? ((file: string) => fs.readFileSync(file, 'utf8'));
  return (tree: Root, file: VFileLike): void => {
    // A page's heading ids are read once per compiled page, however many links have anchors.
    const ids = new Map<string, Set<string>>();
    const once = (key: string, markdown: () => string) => {
      const found = ids.get(key) ?? headingIds(markdown());
      ids.set(key, found);
      return found;
    };
    const anchorsOf = (page: string) => once(page, () => readPage(page));
    const where = (link: Link | Definition) => `${path.relative(options.siteDir, file.path)}:${link.position?.start.line ?? '?'}`;
    // An anchor must be a heading id (or an HTML id) of its page, checked here so that the error
    // names this file and line; Docusaurus's own check names only the page's address.
    const checkAnchor = (link: Link | Definition, target: string, ids: () => Set<string>) => {
      const anchor = anchorOf(link.url);
      if (anchor === null || ids().has(anchor)) return;
      throw new Error(
        `${where(link)}: the link "${link.url}" points to an anchor that ${path.relative(options.siteDir, target)} does not have. ` +
          'Use the id of one of its headings (add {#id} to a heading to fix its id).',
      );
    };
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
          checkAnchor(link, fallback.file, () => anchorsOf(fallback.file));
          link.url = `@site/${path.relative(options.siteDir, fallback.file).split(path.sep).join('/')}${fallback.suffix}`;
          return;
        }
      }
      if (resolution.kind === 'markdown') {
        // In a translated build, a page shown from the default folder (untranslated) may link a
        // page that has a translation: Docusaurus knows only the translated file by then.
        const translated = options.localizedDocsDir && resolution.file.startsWith(defaultDocsDir + path.sep)
          ? path.join(options.localizedDocsDir, path.relative(defaultDocsDir, resolution.file))
          : undefined;
        if (translated && exists(translated)) {
          checkAnchor(link, translated, () => anchorsOf(translated));
          link.url = `@site/${path.relative(options.siteDir, translated).split(path.sep).join('/')}${resolution.suffix}`;
          return;
        }
        checkAnchor(link, resolution.file, () => anchorsOf(resolution.file));
        link.url = resolution.url;
      }
      if (resolution.kind === 'keep' && link.url.startsWith('#') && typeof file.value === 'string') {
        // Keyed '' (no file's path): this page's text as compiled, not as on disk.
        checkAnchor(link, file.path, () => once('', () => file.value as string));
      }
      if (resolution.kind === 'broken') {
        throw new Error(
          `${where(link)}: the link "${link.url}" is broken (${resolution.reason}). ` +
            'Link to an existing page, e.g. "./other-page.md", "../api/README.md#anchor" or "/api/request/request.html".',
        );
      }
    });
  };
}

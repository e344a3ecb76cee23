import fs from 'node:fs';
import path from 'node:path';
import {resolveDocLink} from './resolveDocLink';

export type RemarkDocLinksOptions = {
  /** Absolute path of the site, for file names in error messages. */
  siteDir: string;
  /** Absolute docs folders, the default locale's first; `/c/d` links start from the one holding the page. */
  docsDirs: string[];
  /** Absolute folder of static files. */
  staticDir: string;
};

type MdNode = {
  type: string;
  url?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
};
type VFileLike = {path: string};

function visitLinks(node: MdNode, visitor: (link: MdNode & {url: string}) => void): void {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
    visitor(node as MdNode & {url: string});
  }
  node.children?.forEach((child) => visitLinks(child, visitor));
}

/**
 * Rewrites every internal link form writers use to the markdown file it means, before Docusaurus
 * resolves markdown links to routes; a link that reaches no page fails with file and line.
 */
export default function remarkDocLinks(options: RemarkDocLinksOptions) {
  const exists = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  return (tree: MdNode, file: VFileLike): void => {
    const fromDir = path.dirname(file.path);
    const docsDir = options.docsDirs.find((dir) => file.path.startsWith(dir + path.sep)) ?? options.docsDirs[0]!;
    visitLinks(tree, (link) => {
      const resolution = resolveDocLink(link.url, {fromDir, docsDir, staticDir: options.staticDir, exists});
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

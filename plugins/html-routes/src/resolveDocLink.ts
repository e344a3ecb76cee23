import path from 'node:path';
import {isExternalUrl} from '../../shared/isExternalUrl';

/** Answers whether a file exists; injected so that resolution stays pure. */
export type FileExists = (absolutePath: string) => boolean;

export type DocLinkContext = {
  /** Absolute folder of the markdown file that holds the link. */
  fromDir: string;
  /** Absolute docs folder that `/c/d` links start from. */
  docsDir: string;
  /** Absolute folder of static files, which `/img/x.png` links may point into. */
  staticDir: string;
  exists: FileExists;
};

export type DocLinkResolution =
  /** Leave the link as written: external, in-page, or a static file. */
  | {kind: 'keep'}
  /** The markdown file the link means (`file`, absolute): `url` is a relative path to it, with the link's hash and query (`suffix`). */
  | {kind: 'markdown'; url: string; file: string; suffix: string}
  /** The link is internal and reaches no page and no file. */
  | {kind: 'broken'; reason: string};

const INDEX_NAMES = ['README.md', 'readme.md', 'index.md', 'README.mdx', 'index.mdx'];
const PAGE_EXTENSION = /\.(md|mdx)$/i;
/** Why a link with a stray `%` cannot be read; the sidebar check reports it in the same words. */
export const BAD_ENCODING = 'a "%" does not start a valid %XX escape: write the character itself, or %25 for "%"';

/** A last path segment with an extension other than `.html` names a file, not a page. */
const FILE_EXTENSION = /\.(?!html?$)[a-z\d]+$/i;

function splitUrl(url: string): {pathname: string; suffix: string} {
  const at = url.search(/[?#]/);
  return at === -1 ? {pathname: url, suffix: ''} : {pathname: url.slice(0, at), suffix: url.slice(at)};
}

function candidates(base: string, endsWithSlash: boolean): string[] {
  const indexes = INDEX_NAMES.map((name) => path.join(base, name));
  return endsWithSlash ? indexes : [`${base}.md`, `${base}.mdx`, ...indexes];
}

function toRelativeUrl(fromDir: string, file: string): string {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * Resolves a link written in a docs page to the markdown file of the page it means, so that every
 * form writers use (`b`, `b.html`, `/c/d`, `/c/d.html#x`, `dir/`) ends on the page's `.html` route
 * through Docusaurus's own markdown-link resolution.
 */
export function resolveDocLink(url: string, context: DocLinkContext): DocLinkResolution {
  if (url === '' || url.startsWith('#') || isExternalUrl(url)) return {kind: 'keep'};
  const {pathname, suffix} = splitUrl(url);
  if (pathname === '') return {kind: 'keep'};
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return {kind: 'broken', reason: BAD_ENCODING};
  }
  const absolute = decoded.startsWith('/');
  const root = absolute ? context.docsDir : context.fromDir;
  if (PAGE_EXTENSION.test(decoded)) {
    const file = path.join(root, decoded);
    return context.exists(file) ? {kind: 'markdown', url, file, suffix} : {kind: 'broken', reason: 'no such markdown file'};
  }
  if (FILE_EXTENSION.test(decoded)) {
    const inStatic = absolute && context.exists(path.join(context.staticDir, decoded));
    if (inStatic || context.exists(path.join(root, decoded))) return {kind: 'keep'};
    return {kind: 'broken', reason: 'no such file'};
  }

  const base = path.join(root, decoded.replace(/\.html?$/i, ''));
  const found = candidates(base, decoded.endsWith('/')).find(context.exists);
  if (!found) return {kind: 'broken', reason: 'no page has this address'};
  return {kind: 'markdown', url: toRelativeUrl(context.fromDir, found) + suffix, file: found, suffix};
}

import path from 'node:path';
import {createAbsoluteFilePathMatcher} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docRoute} from '../../html-routes/src/docRoute';
import {checkFrontMatter} from './checkFrontMatter';

export type ParseFrontMatterOptions = {
  siteDir: string;
  /** Absolute docs folders: the default locale's, then each locale's translated copy. */
  docsDirs: string[];
  /** The docs plugin's `exclude` globs: files they match are partials, not pages. */
  exclude: string[];
};

/**
 * The `markdown.parseFrontMatter` hook: checks each page's front matter and gives it the slug of
 * the `.html` path scheme. Partials and files outside the docs folders pass through unchanged.
 */
export function createParseFrontMatter({siteDir, docsDirs, exclude}: ParseFrontMatterOptions): ParseFrontMatter {
  const isPartial = createAbsoluteFilePathMatcher(exclude, docsDirs);
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const docsDir = docsDirs.find((dir) => params.filePath.startsWith(dir + path.sep));
    if (!docsDir || isPartial(params.filePath)) return result;
    const file = path.relative(siteDir, params.filePath);
    const frontMatter = checkFrontMatter(result.frontMatter, file, params.fileContent);
    return {...result, frontMatter: {...frontMatter, slug: docRoute(path.relative(docsDir, params.filePath))}};
  };
}

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

type YamlException = {name: 'YAMLException'; reason: string; mark?: {line: number}};

/**
 * A YAML syntax error of the front matter, as `file:line: what is wrong`: js-yaml counts lines from
 * the opening `---` line, so its line is the file's.
 */
function yamlError(error: unknown, file: string): Error | undefined {
  if ((error as YamlException | undefined)?.name !== 'YAMLException') return undefined;
  const {reason, mark} = error as YamlException;
  const line = mark ? `:${mark.line + 1}` : '';
  return new Error(`${file}${line}: the front matter is not valid YAML (${reason}). Check the quotes, colons and indentation between the two --- lines; quote a value that has a colon in it, e.g. title: "uni-app: 快速上手".`);
}

/**
 * The `markdown.parseFrontMatter` hook: checks each page's front matter and gives it the slug of
 * the `.html` path scheme. Partials and files outside the docs folders pass through unchanged.
 */
export function createParseFrontMatter({siteDir, docsDirs, exclude}: ParseFrontMatterOptions): ParseFrontMatter {
  const isPartial = createAbsoluteFilePathMatcher(exclude, docsDirs);
  return async (params) => {
    const file = path.relative(siteDir, params.filePath);
    const result = await params.defaultParseFrontMatter(params).catch((error: unknown) => {
      throw yamlError(error, file) ?? error;
    });
    const docsDir = docsDirs.find((dir) => params.filePath.startsWith(dir + path.sep));
    if (!docsDir || isPartial(params.filePath)) return result;
    const frontMatter = checkFrontMatter(result.frontMatter, file, params.fileContent);
    return {...result, frontMatter: {...frontMatter, slug: docRoute(path.relative(docsDir, params.filePath))}};
  };
}

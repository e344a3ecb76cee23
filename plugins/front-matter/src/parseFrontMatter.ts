import path from 'node:path';
import yaml from 'js-yaml';
import {createAbsoluteFilePathMatcher} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docRoute} from '../../html-routes/src/docRoute';
import {checkFrontMatter} from './checkFrontMatter';
import {translationFrontMatter} from '../../translations/src/frontMatter';

export type ParseFrontMatterOptions = {
  siteDir: string;
  /** Absolute docs folders: the default locale's, then each locale's translated copy. */
  docsDirs: string[];
  /** The docs plugin's `exclude` globs: files they match are partials, not pages. */
  exclude: string[];
};

type YamlException = {name: 'YAMLException'; reason: string; mark?: {line: number}};

/**
 * Stops on front matter that is not YAML, as `file:line: what is wrong`. Checked here, every time:
 * Docusaurus's parser (gray-matter) keeps each text it has seen, and one that failed comes back the
 * next time as empty front matter without an error, so the dev server showed a mistake once and then
 * a page without its title.
 */
function checkYaml(text: string, file: string): void {
  const block = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(text);
  if (!block) return;
  try {
    // The newline stands for the opening --- line, so that js-yaml's lines are the file's.
    yaml.load(`\n${block[1]}`);
  } catch (error) {
    if ((error as YamlException).name !== 'YAMLException') throw error;
    const {reason, mark} = error as YamlException;
    throw new Error(`${file}${mark ? `:${mark.line + 1}` : ''}: the front matter is not valid YAML (${reason}). Check the quotes, colons and indentation between the two --- lines; quote a value that has a colon in it, e.g. title: "uni-app: 快速上手".`);
  }
}

/**
 * The `markdown.parseFrontMatter` hook: checks each page's front matter and gives it the slug of
 * the `.html` path scheme. Partials and files outside the docs folders pass through unchanged.
 */
export function createParseFrontMatter({siteDir, docsDirs, exclude}: ParseFrontMatterOptions): ParseFrontMatter {
  const isPartial = createAbsoluteFilePathMatcher(exclude, docsDirs);
  return async (params) => {
    const file = path.relative(siteDir, params.filePath);
    checkYaml(params.fileContent, file);
    const result = await params.defaultParseFrontMatter(params);
    const docsDir = docsDirs.find((dir) => params.filePath.startsWith(dir + path.sep));
    if (!docsDir || isPartial(params.filePath)) return result;
    const frontMatter = checkFrontMatter(result.frontMatter, file, params.fileContent);
    const docPath = path.relative(docsDir, params.filePath);
    const translation = translationFrontMatter({file, text: params.fileContent, frontMatter, translated: docsDir !== docsDirs[0], source: path.join(docsDirs[0]!, docPath)});
    return {...result, frontMatter: {...frontMatter, ...translation, slug: docRoute(docPath)}};
  };
}

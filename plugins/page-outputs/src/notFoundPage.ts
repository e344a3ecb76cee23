import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, LoadedPlugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {aliasedSitePath, getContentPathList, parseMarkdownFile, readLastUpdateData} from '@docusaurus/utils';
import type {DocInput} from './pageRecords';

/**
 * The not-found page, `/404.html`, as a doc: the writers' `404.md` of the locale, which
 * `src/theme/NotFound/Content` renders and the docs plugin leaves out of its pages (`exclude`).
 * Found as Docusaurus finds a doc's source: the locale's translation first, then `docs/`.
 */
export async function notFoundDoc({siteDir, baseUrl, siteConfig}: LoadContext, plugins: LoadedPlugin[]): Promise<DocInput | undefined> {
  const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default');
  const version = (docs?.content as LoadedContent | undefined)?.loadedVersions[0];
  const file = version && getContentPathList(version).map((dir) => path.join(dir, '404.md')).find((candidate) => fs.existsSync(candidate));
  if (!file) return undefined;
  const {frontMatter, contentTitle} = await parseMarkdownFile({filePath: file, fileContent: fs.readFileSync(file, 'utf8'), parseFrontMatter: siteConfig.markdown.parseFrontMatter});
  const {lastUpdatedAt} = await readLastUpdateData(file, {showLastUpdateTime: true, showLastUpdateAuthor: false}, undefined, siteConfig.future.experimental_vcs);
  return {
    title: typeof frontMatter.title === 'string' ? frontMatter.title : (contentTitle ?? '404'),
    permalink: `${baseUrl}404.html`,
    source: aliasedSitePath(file, siteDir),
    frontMatter,
    lastUpdatedAt,
  };
}

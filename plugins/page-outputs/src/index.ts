import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {builtDocs} from '../../shared/builtDocs';
import {builtHtmlFile} from '../../shared/builtHtmlFile';
import {optionsValidator} from '../../shared/pluginOptions';
import {llmsFullText, llmsText, markdownFile, pageMarkdown, type LlmsPage} from './markdownOutputs';
import {notFoundDoc} from './notFoundPage';
import {pageRecord, relativeSource} from './pageRecords';

export type PluginOptions = {
  id: string;
  /** One line about the site for llms.txt. */
  summary: string;
  /** Sections of llms.txt, in order: a page's first folder, or `''` for pages at the root. */
  sections: {id: string; title: string; home?: boolean}[];
  /** Applied to each page's source before it is published as markdown (e.g. the release notes). */
  transformMarkdown?: (filePath: string, content: string) => string;
};
export type Options = Omit<PluginOptions, 'id'>;

const PLUGIN_NAME = 'site-page-outputs';

export const validateOptions = optionsValidator<Options, PluginOptions>(
  PLUGIN_NAME,
  Joi.object({
    summary: Joi.string().required(),
    sections: Joi.array().items(Joi.object({id: Joi.string().allow('').required(), title: Joi.string().required(), home: Joi.boolean()})).required(),
    transformMarkdown: Joi.function(),
  }),
);

function writeFile(outDir: string, file: string, content: string): void {
  const target = path.join(outDir, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, content);
}

// Machine-readable views of the built docs, written after the build from the docs plugin's data and
// the built HTML: pages.json, llms.txt, llms-full.txt, and each page's markdown at `<route>.md`.
export default function pageOutputsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, plugins}) {
      // The fixture pages of test builds link their markdown too.
      const docs = builtDocs(plugins);
      const site = siteConfig.url.replace(/\/$/, '');
      const known = new Set(options.sections.map(({id}) => id));
      const records = [];
      const llmsPages: LlmsPage[] = [];
      const fullPages: {url: string; markdown: string}[] = [];
      const builtHtml = (permalink: string) => {
        const builtFile = builtHtmlFile(outDir, baseUrl, permalink);
        return fs.existsSync(builtFile) ? fs.readFileSync(builtFile, 'utf8') : '';
      };
      // pages.json lists the not-found page too (data/routes.tsv has it); llms.txt and the .md files, pages to read, do not.
      const notFound = await notFoundDoc(context, plugins);
      if (notFound) records.push(pageRecord(notFound, builtHtml(notFound.permalink)));
      for (const doc of docs) {
        records.push(pageRecord(doc, builtHtml(doc.permalink)));
        const sourceFile = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        const source = fs.readFileSync(sourceFile, 'utf8');
        const markdown = pageMarkdown(doc.title, options.transformMarkdown ? options.transformMarkdown(sourceFile, source) : source);
        writeFile(outDir, markdownFile(doc.permalink, baseUrl), markdown);
        const folder = relativeSource(doc.source).split('/')[0]!;
        const section = folder.endsWith('.md') || !known.has(folder) ? '' : folder;
        const url = site + doc.permalink;
        llmsPages.push({title: doc.title, url, description: doc.description || undefined, section});
        fullPages.push({url, markdown});
      }
      records.sort((a, b) => a.path.localeCompare(b.path));
      llmsPages.sort((a, b) => a.url.localeCompare(b.url));
      writeFile(outDir, 'pages.json', `${JSON.stringify(records)}\n`);
      writeFile(outDir, 'llms.txt', llmsText({title: siteConfig.title, summary: options.summary}, llmsPages, options.sections));
      writeFile(outDir, 'llms-full.txt', llmsFullText(fullPages));
    },
  };
}

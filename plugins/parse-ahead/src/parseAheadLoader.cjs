// Placed before the markdown loader, after the mdx-cache one (whose pitch answers first when the
// page was compiled before). Its pitch works out the document Docusaurus's markdown loader will
// parse, as that loader does, and has the worker parse it; the bundler meanwhile runs the loaders
// of other pages. The parser compares the document whole with the one the markdown loader parses,
// and the build stops when they differ (remarkParseAhead.ts).
const fs = require('node:fs');
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
const {hookError} = require('../../shared/hookError.cjs');
const {markdownLoaderAfter} = require('../../shared/markdownLoader.cjs');
const {parseAhead, keepParsed} = require('./parseAhead.cjs');

const HOOK = 'plugins/parse-ahead/src/parseAheadLoader.cjs';

/** A function of Docusaurus's markdown loader's own modules, which this loader calls as that loader does. */
function mdxLoaderFunction(module, name) {
  let exported;
  try {
    exported = require(`@docusaurus/mdx-loader/lib/${module}`)[name];
  } catch (error) {
    throw hookError(HOOK, `@docusaurus/mdx-loader/lib/${module}.js cannot be loaded (${error.message})`);
  }
  if (typeof exported !== 'function') throw hookError(HOOK, `@docusaurus/mdx-loader/lib/${module}.js no longer exports the function ${name}`);
  return exported;
}

const getFormat = mdxLoaderFunction('format', 'getFormat');
const preprocessContent = mdxLoaderFunction('preprocessor', 'default');

module.exports = function parseAheadLoader(source, map) {
  this.callback(null, source, map);
};

module.exports.pitch = async function parseAheadPitch() {
  const {options} = markdownLoaderAfter(this, HOOK);
  if (!options?.markdownConfig) throw hookError(HOOK, "Docusaurus's markdown loader (@docusaurus/mdx-loader) is no longer given the markdownConfig option, from which this loader works out the page's document");
  const filePath = this.resourcePath;
  let format;
  let doc;
  let fileContent;
  try {
    fileContent = fs.readFileSync(filePath, 'utf8');
    const {markdownConfig, admonitions} = options;
    const {frontMatter} = await markdownConfig.parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    format = getFormat({filePath, frontMatterFormat: frontMatter.mdx?.format, markdownConfigFormat: markdownConfig.format});
    doc = preprocessContent({fileContent, filePath, markdownConfig, admonitions});
  } catch (error) {
    // A writer's mistake, which the markdown loader meets too and reports with the page's file and
    // line. If it does not, the parser says this loader went wrong.
    keepParsed(filePath, {error, fileContent});
    return undefined;
  }
  // Rejects, and stops the build, when the worker fails.
  keepParsed(filePath, {doc, fileContent, ...(await parseAhead(format, doc))});
  return undefined;
};

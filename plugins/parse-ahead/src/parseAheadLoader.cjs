// Placed before the markdown loader, after the mdx-cache one (whose pitch answers first when the
// page was compiled before). Its pitch works out the document Docusaurus's markdown loader will
// parse, as that loader does, and has the worker parse it; the bundler meanwhile runs the loaders
// of other pages. A document worked out differently is not used: the parser compares it whole.
const fs = require('node:fs');
const path = require('node:path');
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
const {getFormat} = require('@docusaurus/mdx-loader/lib/format');
const preprocessContent = require('@docusaurus/mdx-loader/lib/preprocessor').default;
const {parseAhead, keepParsed} = require('./parseAhead.cjs');

// By its end: node_modules may be reached through a link.
const MDX_LOADER = path.join('node_modules', '@docusaurus', 'mdx-loader', 'lib', 'index.js');

module.exports = function parseAheadLoader(source, map) {
  this.callback(null, source, map);
};

module.exports.pitch = async function parseAheadPitch() {
  const options = this.loaders.find((loader) => loader.path.endsWith(MDX_LOADER))?.options;
  if (!options?.markdownConfig) return undefined;
  const filePath = this.resourcePath;
  try {
    const fileContent = fs.readFileSync(filePath, 'utf8');
    const {markdownConfig, admonitions} = options;
    const {frontMatter} = await markdownConfig.parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    const format = getFormat({filePath, frontMatterFormat: frontMatter.mdx?.format, markdownConfigFormat: markdownConfig.format});
    const doc = preprocessContent({fileContent, filePath, markdownConfig, admonitions});
    const parsed = await parseAhead(format, doc);
    if (parsed) keepParsed(filePath, {doc, ...parsed});
  } catch {
    // The markdown loader meets the same fault and reports it, with the page's file and line.
  }
  return undefined;
};

// Client bundle only. Docusaurus's generated site config is the whole docusaurus.config.ts, and
// main.js carries it to every page. Fields only the build reads leave it: the options of plugins,
// presets and themes (the docs plugin's alone are 1.7 KB), markdown settings, folders, head tags
// and broken-link policies. (themeConfig stays whole: code blocks read prism's magic comments.)
const BUILD_ONLY = ['plugins', 'presets', 'themes', 'markdown', 'clientModules', 'staticDirectories', 'scripts', 'stylesheets', 'headTags', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'];
const EXPORT = 'export default ';

function trimSiteConfig(source) {
  const start = source.indexOf(EXPORT);
  if (start < 0) return source;
  const config = JSON.parse(source.slice(start + EXPORT.length).trim().replace(/;$/, ''));
  for (const key of BUILD_ONLY) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return trimSiteConfig(source);
};
module.exports.trimSiteConfig = trimSiteConfig;

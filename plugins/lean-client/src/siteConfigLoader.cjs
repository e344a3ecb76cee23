// Client bundle only. Docusaurus's generated site config is the whole docusaurus.config.ts, and
// main.js carries it to every page. Fields only the build reads leave it: the options of plugins,
// presets and themes (the docs plugin's alone are 1.7 KB), markdown settings, folders, head tags
// and broken-link policies. (themeConfig stays whole: code blocks read prism's magic comments.)
const {hookError} = require('../../shared/hookError.cjs');

const HOOK = 'plugins/lean-client/src/siteConfigLoader.cjs';
const BUILD_ONLY = ['plugins', 'presets', 'themes', 'markdown', 'clientModules', 'staticDirectories', 'scripts', 'stylesheets', 'headTags', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'];
/** Fields Docusaurus writes into every site config (it fills in the defaults). */
const ALWAYS = ['baseUrl', 'plugins', 'themeConfig'];
const EXPORT = 'export default ';

function trimSiteConfig(source) {
  const changed = (problem) => hookError(HOOK, `Docusaurus's generated .docusaurus/docusaurus.config.mjs changed shape: ${problem}`);
  const start = source.indexOf(EXPORT);
  if (start < 0) throw changed(`it has no "${EXPORT.trim()}"`);
  let config;
  try {
    config = JSON.parse(source.slice(start + EXPORT.length).trim().replace(/;$/, ''));
  } catch (error) {
    throw changed(`what it exports is not JSON (${error.message})`);
  }
  const missing = ALWAYS.filter((key) => !Object.hasOwn(config ?? {}, key));
  if (missing.length > 0) throw changed(`the exported config has no ${missing.join(', ')}`);
  for (const key of BUILD_ONLY) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return trimSiteConfig(source);
};
module.exports.trimSiteConfig = trimSiteConfig;

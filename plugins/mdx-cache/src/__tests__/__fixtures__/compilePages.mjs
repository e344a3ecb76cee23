// Compiles markdown pages as one locale's production build does: Docusaurus's own context for the
// site in that locale (docusaurus.config.ts loaded as `docusaurus build --locale` loads it), the
// docs plugin with the options the configuration gives it, through its content lifecycle, and the
// markdown loader of the rule it gives the bundler, with that rule's options.
// Usage: node compilePages.mjs <siteDir> <locale> <generatedFilesDir> <page>…
// Prints {baseUrl, modules: {<page>: <compiled module>}}.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const [siteDir, locale, generatedFilesDir, ...pages] = process.argv.slice(2);
// What `docusaurus build` sets before it loads the configuration (core's buildLocale.js).
process.env.NODE_ENV = 'production';
process.env.DOCUSAURUS_CURRENT_LOCALE = locale;

const {loadContext} = require('@docusaurus/core/lib/server/site');
const {normalizePluginOptions} = require('@docusaurus/utils-validation');
const {default: docsPlugin, validateOptions} = require('@docusaurus/plugin-content-docs');

// The generated files go to a folder of the test's, the same for both locales, as both locales'
// builds share .docusaurus/ (a page's module imports its metadata from there).
const context = {...(await loadContext({siteDir, locale})), generatedFilesDir};

/** Each docs instance of the configuration (lean-docs wraps the docs plugin and compiles with its rule). */
const docsInstances = context.siteConfig.plugins.filter((entry) => Array.isArray(entry) && /[\\/]lean-docs[\\/]/.test(entry[0])).map(([, options]) => options);

const rules = [];
for (const options of docsInstances) {
  const plugin = await docsPlugin(context, validateOptions({validate: normalizePluginOptions, options}));
  const content = await plugin.loadContent();
  // Where the plugin learns each page's address (for Docusaurus's own link resolution).
  await plugin.contentLoaded({
    content,
    allContent: {},
    actions: {addRoute() {}, setGlobalData() {}, createData: async (name) => path.join(generatedFilesDir, name)},
  });
  rules.push(...plugin.configureWebpack().module.rules);
}

const modules = {};
for (const page of pages) {
  const file = path.join(siteDir, page);
  const rule = rules.find(({test, include}) => test.test(file) && include.some((dir) => file.startsWith(dir)));
  if (!rule) throw new Error(`${page}: no docs instance compiles it`);
  const [{loader, options}] = rule.use;
  modules[page] = await new Promise((resolve, reject) => {
    const loaderContext = {
      _compiler: {name: 'server'},
      resource: file,
      resourcePath: file,
      getOptions: () => options,
      addDependency() {},
      async: () => (error, result) => (error ? reject(error) : resolve(result)),
    };
    require(loader).default.call(loaderContext, fs.readFileSync(file, 'utf8'));
  });
}
// Chromium, opened to draw diagrams the cache did not have, closes with the process, once the
// output is written (a pipe takes it in parts).
process.stdout.write(JSON.stringify({baseUrl: context.baseUrl, modules}), () => process.exit(0));

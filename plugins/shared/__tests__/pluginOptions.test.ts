import path from 'node:path';
import type {Config, OptionValidationContext, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const siteDir = path.join(__dirname, '..', '..', '..');

type PluginModule = {validateOptions?: (context: OptionValidationContext<unknown, unknown>) => unknown};

/** The site's own plugins as docusaurus.config.ts configures them for the test build (fixture docs, the optimization layer on): module path → options. */
function localPlugins(): [string, Record<string, unknown> | undefined][] {
  const env = {...process.env};
  process.env.DOCS_TEST_FIXTURES = '1';
  process.env.NODE_ENV = 'production';
  delete process.env.DOCS_LEAN;
  try {
    let config!: Config;
    jest.isolateModules(() => {
      config = (require(path.join(siteDir, 'docusaurus.config.ts')) as {default: Config}).default;
    });
    return (config.plugins as PluginConfig[]).flatMap((entry) => {
      const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
      return typeof name === 'string' && name.startsWith('./plugins/') ? [[name, options as Record<string, unknown> | undefined]] : [];
    });
  } finally {
    process.env = env;
  }
}

/** What Docusaurus does with a plugin's options before it starts the plugin (core's plugins/init.js). */
function validate(modulePath: string, options: unknown): unknown {
  const {validateOptions} = require(path.join(siteDir, modulePath)) as PluginModule;
  if (!validateOptions) throw new Error(`${modulePath} exports no validateOptions`);
  return validateOptions({validate: normalizePluginOptions as never, options});
}

const plugins = localPlugins();

describe('the local plugins\' options', () => {
  it('finds the site\'s plugins in docusaurus.config.ts', () => {
    expect(plugins.map(([modulePath]) => modulePath.split('/')[2])).toEqual(expect.arrayContaining([
      'lean-docs', 'html-routes', 'lean-client', 'mdx-cache', 'parse-ahead', 'code-highlight', 'diagrams',
      'release-notes', 'local-search', 'page-outputs', 'site-client', 'site-head', 'writer-preview',
    ]));
  });

  it.each(plugins)('accepts the options docusaurus.config.ts gives %s', (modulePath, options) => {
    expect(validate(modulePath, options)).toMatchObject({...options, id: expect.any(String)});
  });

  it.each(plugins)('rejects an unknown option of %s, naming the plugin and the option', (modulePath, options) => {
    expect(() => validate(modulePath, {...options, colour: 'red'})).toThrow(/^The options of plugin "[\w-]+"( \(id "\w+"\))? in docusaurus\.config\.ts are wrong: "colour" is not allowed\.$/);
  });

  const configured = (plugin: string) => plugins.find(([modulePath]) => modulePath.startsWith(`./plugins/${plugin}/`))!;
  it.each([
    ['diagrams', {docsDirs: 'docs'}, 'The options of plugin "diagrams" in docusaurus.config.ts are wrong: "docsDirs" must be an array.'],
    ['release-notes', {releases: {}}, 'The options of plugin "site-release-notes" in docusaurus.config.ts are wrong: "releases" must be an instance of "Map".'],
    ['page-outputs', {sections: [{id: 'api'}]}, 'The options of plugin "site-page-outputs" in docusaurus.config.ts are wrong: "sections[0].title" is required.'],
    ['page-outputs', {transformMarkdown: 'releases'}, 'The options of plugin "site-page-outputs" in docusaurus.config.ts are wrong: "transformMarkdown" must be of type function.'],
    ['site-client', {routesFile: ['data/routes.tsv']}, 'The options of plugin "site-client" in docusaurus.config.ts are wrong: "routesFile" must be a string.'],
    ['site-head', {deliveryScriptUrl: 'http://cdn.example.com/x.js'}, 'The options of plugin "site-head" in docusaurus.config.ts are wrong: "deliveryScriptUrl" must be a valid uri with a scheme matching the https pattern.'],
    ['lean-docs', {routeBasePath: 1}, 'The options of plugin "docusaurus-plugin-content-docs" in docusaurus.config.ts are wrong: "routeBasePath" must be a string.'],
    ['lean-docs', {id: 'fixtures', sidebarPath: 1}, 'The options of plugin "docusaurus-plugin-content-docs" (id "fixtures") in docusaurus.config.ts are wrong: "sidebarPath" must be one of [boolean, string].'],
  ])('rejects a mistyped option of %s: %j', (plugin, wrong, message) => {
    const [modulePath, options] = configured(plugin);
    expect(() => validate(modulePath, {...options, ...wrong})).toThrow(message);
  });
});

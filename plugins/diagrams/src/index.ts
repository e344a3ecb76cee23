import fs from 'node:fs';
import path from 'node:path';
import {getCopyPlugin, getCurrentBundler} from '@docusaurus/bundler';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BundleChecks, packageDir, swapCheck} from '../../shared/bundleChecks';
import {leanLayer} from '../../shared/lean';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../../shared/pluginOptions';
import {closeDiagramDrawers, diagramDrawer, MERMAID_SCRIPT, MERMAID_VERSION} from './drawDiagrams';
import {findDiagrams} from './findDiagrams';

export type Options = {
  /** Folders of markdown pages whose diagrams to draw ahead. */
  docsDirs: string[];
};
type PluginOptions = Options & {id: string};

const PLUGIN_NAME = 'diagrams';

export const validateOptions = optionsValidator<Options, PluginOptions>(PLUGIN_NAME, Joi.object({docsDirs: Joi.array().items(Joi.string()).required()}));

const MERMAID_DIST = path.dirname(MERMAID_SCRIPT);
/** The `mermaid` package in the bundles, swapped for a module that loads its own build from the assets. */
const MERMAID = {
  hook: 'plugins/diagrams/src/index.ts',
  request: 'mermaid',
  replacement: path.join(__dirname, 'client', 'prebuiltMermaid.ts'),
  replaced: packageDir('mermaid'),
};
/** Where the copy of mermaid's own build goes among a locale's assets: a new version, a new address. */
const MERMAID_ASSETS = `assets/mermaid-${MERMAID_VERSION}`;

/**
 * Mermaid diagrams are drawn by `remarkDiagrams` as pages compile. This plugin starts drawing
 * every page's diagrams as Docusaurus loads content, and does not wait for them: the browser draws
 * (in a worker thread) while the bundler compiles, on the core the bundler leaves idle, and each
 * page with a diagram waits for its own drawing. Waiting here instead made a clean build ~8 s
 * longer. The build's end closes the browser.
 *
 * A diagram the build could not draw (no Chromium) is drawn in the reader's browser by
 * @docusaurus/theme-mermaid, with mermaid's own minified build: copied among the assets, it takes the
 * place of the `mermaid` package in the bundles (`client/prebuiltMermaid.ts`).
 */
export default async function diagramsPlugin({siteDir, siteConfig}: LoadContext, {docsDirs}: Options): Promise<Plugin> {
  const CopyPlugin = await getCopyPlugin({currentBundler: await getCurrentBundler({siteConfig})});
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      const drawer = diagramDrawer(siteDir, (message) => logger.warn(message));
      for (const dir of docsDirs.filter((folder) => fs.existsSync(folder))) {
        for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
          if (!/\.mdx?$/.test(name) || name.split(path.sep).includes('node_modules')) continue;
          // A diagram that fails is reported by its page, with its line (remarkDiagrams).
          for (const source of findDiagrams(fs.readFileSync(path.join(dir, name), 'utf8'))) drawer.draw(source).catch(() => undefined);
        }
      }
    },
    async postBuild() {
      await closeDiagramDrawers();
    },
    // Part of the optimization layer: with it off, theme-mermaid's import of mermaid is bundled, as stock.
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!leanLayer()) return {};
      return {
        resolve: {alias: {[`${MERMAID.request}$`]: MERMAID.replacement}},
        plugins: [
          new BundleChecks([swapCheck(MERMAID)]),
          new currentBundler.instance.DefinePlugin({SITE_MERMAID_MODULE: JSON.stringify(`${MERMAID_ASSETS}/mermaid.esm.min.mjs`)}),
          ...(isServer
            ? []
            : [
                new CopyPlugin({
                  patterns: [
                    // Its entry and the chunks it imports, without source maps; minified already.
                    {context: MERMAID_DIST, from: 'mermaid.esm.min.mjs', to: MERMAID_ASSETS, toType: 'dir', info: {minimized: true}},
                    {context: MERMAID_DIST, from: 'chunks/mermaid.esm.min/*.mjs', to: MERMAID_ASSETS, toType: 'dir', info: {minimized: true}},
                  ],
                }),
              ]),
        ],
      };
    },
  };
}

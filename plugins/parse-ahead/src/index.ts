import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownLoaderRule} from '../../shared/markdownLoaderRule';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

const PLUGIN_NAME = 'parse-ahead';

/**
 * Parses markdown pages in a worker thread while the build's thread compiles others: parsing is
 * about a quarter of a page's compile, and the build's thread is the one the bundler waits for.
 * Production builds only, like the mdx-cache, whose cached pages need no parse.
 */
export default function parseAheadPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return markdownLoaderRule(siteDir, {loader: path.join(__dirname, 'parseAheadLoader.cjs')});
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

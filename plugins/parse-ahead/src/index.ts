import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownLoaderRule} from '../../shared/markdownLoaderRule';

/**
 * Parses markdown pages in a worker thread while the build's thread compiles others: parsing is
 * about a quarter of a page's compile, and the build's thread is the one the bundler waits for.
 * Production builds only, like the mdx-cache, whose cached pages need no parse.
 */
export default function parseAheadPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'parse-ahead',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return markdownLoaderRule(siteDir, {loader: path.join(__dirname, 'parseAheadLoader.cjs')});
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownLoaderRule} from '../../shared/markdownLoaderRule';
import {hashSiteInputs} from './siteInputs';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

const PLUGIN_NAME = 'mdx-cache';

/**
 * Compiled markdown pages, kept between builds on disk: the build of each locale compiles an
 * untranslated page to the same module (`remarkBaselessLinks` takes the one difference, the base
 * URL of links, out), so the English build takes the 550-odd pages the Chinese build compiled.
 * Production builds only; the cache is keyed by the site's inputs (`siteInputs.ts`), each entry by
 * its file's content.
 */
export default function mdxCachePlugin({siteDir}: LoadContext): Plugin {
  let cacheDir: string | undefined;
  /** This build's cache folder; entries of other inputs can no longer be used and are deleted. */
  function openCache(): string {
    const cacheRoot = path.join(siteDir, 'node_modules', '.cache', 'mdx-cache');
    const inputs = hashSiteInputs(siteDir);
    for (const name of fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []) {
      if (name !== inputs) fs.rmSync(path.join(cacheRoot, name), {recursive: true, force: true});
    }
    return path.join(cacheRoot, inputs);
  }
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      cacheDir ??= openCache();
      return markdownLoaderRule(siteDir, {loader: path.join(__dirname, 'cacheLoader.cjs'), options: {cacheDir, siteDir, side: isServer ? 'server' : 'client'}});
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

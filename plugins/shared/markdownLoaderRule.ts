import type {Configuration} from 'webpack';

/**
 * The bundler configuration that runs `loader` on the site's markdown pages ahead of the markdown
 * loaders: `enforce: 'post'` puts it before them in each page's chain, so its pitch runs first. Of
 * two such loaders, the one of the plugin listed first in docusaurus.config.ts pitches first. Each
 * such loader checks that Docusaurus's markdown loader does come after it (markdownLoader.cjs).
 */
export function markdownLoaderRule(siteDir: string, loader: {loader: string; options?: Record<string, unknown>}): Configuration {
  return {
    module: {
      rules: [{test: (file: string) => /\.mdx?$/.test(file), include: siteDir, exclude: /node_modules/, enforce: 'post', use: [loader]}],
    },
  };
}

import type {LoadedPlugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Every doc of every docs instance (the site's docs, and in test builds the fixture pages), as `postBuild` gets the plugins. */
export function builtDocs(plugins: LoadedPlugin[]) {
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => (plugin.content as LoadedContent).loadedVersions.flatMap((version) => version.docs));
}

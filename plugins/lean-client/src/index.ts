import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * What every page's browser code carries for the route table, trimmed: leaf routes are written
 * compactly and page routes carry their own chunk entries (`routesLoader.cjs`, `pageRoutes.cjs`),
 * the registry of page modules loses its source paths and chunk names (`registryLoader.cjs`), and
 * link prefetching, the one reader of those chunk names, waits for the reader's intent
 * (`client/prefetchOnIntent.ts`).
 */
export default function leanClientPlugin({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'lean-client',
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchOnIntent.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'client', 'utilsCommon.ts')}},
        module: {
          rules: [
            {test: /registry\.js$/, include: generatedFilesDir, use: [path.join(__dirname, 'registryLoader.cjs')]},
            {test: /routes\.js$/, include: generatedFilesDir, use: [path.join(__dirname, 'routesLoader.cjs')]},
            {test: /routesChunkNames\.json$/, include: generatedFilesDir, use: [path.join(__dirname, 'routesChunkNamesLoader.cjs')]},
          ],
        },
      };
    },
  };
}

import type {Compiler} from 'webpack';
import {BundleChecks} from '../../shared/bundleChecks';
import {hookError} from '../../shared/hookError.cjs';

const NAME = 'lean-client-server-assets';

/**
 * The images and files doc pages link are written by the server bundle. Docusaurus has the browser
 * bundle write them (the server's inline loaders say `emitFile=false`), but the browser bundle no
 * longer compiles doc pages (their content comes as HTML). So here the server bundle writes them,
 * beside the browser bundle's assets instead of into its own folder, which the build deletes.
 */
export class ServerAssetsPlugin {
  apply(compiler: Compiler): void {
    // A request the rewrite below missed (Docusaurus wrote the option another way) would leave its
    // file unwritten, and the page's link or image broken.
    new BundleChecks([
      {
        modules: (modules) =>
          modules
            .filter(({request}) => request.includes('emitFile=false'))
            .slice(0, 1)
            .map(({resource}) => hookError('plugins/lean-client/src/serverAssets.ts', `the server bundle's request for ${resource} still says emitFile=false: Docusaurus's markdown loader (@docusaurus/mdx-loader) now writes its asset loaders' options another way, and the file would not be written`)),
      },
    ]).apply(compiler);
    compiler.hooks.compilation.tap(NAME, (_compilation, {normalModuleFactory}) => {
      normalModuleFactory.hooks.beforeResolve.tap(NAME, (data) => {
        if (data.request.includes('emitFile=false')) data.request = data.request.replace(/&emitFile=false(?=!)/g, '');
      });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT}, (assets) => {
        for (const name of Object.keys(assets)) {
          if (/^assets\/(images|files)\//.test(name)) compilation.renameAsset(name, `../${name}`);
        }
      });
    });
  }
}

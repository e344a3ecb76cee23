import type {Compiler} from 'webpack';

const NAME = 'lean-client-server-assets';

/**
 * The images and files doc pages link are written by the server bundle. Docusaurus has the browser
 * bundle write them (the server's inline loaders say `emitFile=false`), but the browser bundle no
 * longer compiles doc pages (their content comes as HTML). So here the server bundle writes them,
 * beside the browser bundle's assets instead of into its own folder, which the build deletes.
 */
export class ServerAssetsPlugin {
  apply(compiler: Compiler): void {
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

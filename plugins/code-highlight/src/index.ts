import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Options, PluginOptions} from './options';
import {tokenCss} from './tokenCss';

export default function codeHighlightPlugin({generatedFilesDir}: LoadContext, {lightTheme, darkTheme}: PluginOptions): Plugin {
  const cssFile = path.join(generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, tokenCss(lightTheme, darkTheme));
  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client', 'prismStub.ts')}}};
    },
  };
}
export {validateOptions} from './options';
export type {PluginOptions, Options};

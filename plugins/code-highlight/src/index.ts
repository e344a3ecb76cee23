import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenCss} from './tokenCss';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

type PrismThemeConfig = {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};

const PLUGIN_NAME = 'code-highlight';

/** Colours the prerendered code with the site's `themeConfig.prism` themes (dark mode falls back to the light one, as stock). */
export default function codeHighlightPlugin({generatedFilesDir, siteConfig}: LoadContext): Plugin {
  const {theme, darkTheme = theme} = (siteConfig.themeConfig as PrismThemeConfig).prism;
  const cssFile = path.join(generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, tokenCss(theme, darkTheme));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client', 'prismStub.ts')}}};
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {BundleChecks, packageDir, swapCheck} from '../../shared/bundleChecks';
import {leanLayer} from '../../shared/lean';
import {tokenCss} from './tokenCss';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

/** The highlighter the theme imports to register languages in the browser, swapped for an empty one. */
const PRISM = {
  hook: 'plugins/code-highlight/src/index.ts',
  request: 'prism-react-renderer',
  replacement: path.join(__dirname, 'client', 'prismStub.ts'),
  replaced: packageDir('prism-react-renderer'),
};

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
    // Part of the optimization layer: theme-classic's client module then gets an empty Prism, which
    // holds only while that module is all that reads it in the browser.
    configureWebpack() {
      if (!leanLayer()) return {};
      return {resolve: {alias: {[`${PRISM.request}$`]: PRISM.replacement}}, plugins: [new BundleChecks([swapCheck(PRISM)])]};
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

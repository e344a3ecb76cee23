import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Options, PluginOptions} from './options';
import {siteHeadTags} from './siteHeadTags';

export default function siteHeadPlugin(_context: LoadContext, {id: _id, ...options}: PluginOptions): Plugin {
  return {
    name: 'site-head',
    injectHtmlTags() {
      return {headTags: siteHeadTags(options)};
    },
  };
}
export {validateOptions} from './options';
export type {PluginOptions, Options};

import type {Plugin} from '@docusaurus/types';
import {indexHtmlAliasScript} from './indexHtmlAlias';
import {NO_OPTIONS, optionsValidator} from '../../shared/pluginOptions';

export {docRoute} from './docRoute';
export {default as remarkDocLinks} from './remarkDocLinks';
export type {RemarkDocLinksOptions} from './remarkDocLinks';

const PLUGIN_NAME = 'site-html-routes';

/** Build-output side of the `.html` path scheme; the routes themselves come from `docRoute` slugs. */
export default function htmlRoutesPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: indexHtmlAliasScript()}]};
    },
  };
}

export const validateOptions = optionsValidator(PLUGIN_NAME, NO_OPTIONS);

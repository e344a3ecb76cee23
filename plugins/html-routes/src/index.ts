import type {Plugin} from '@docusaurus/types';
import {indexHtmlAliasScript} from './indexHtmlAlias';

export {docRoute} from './docRoute';
export {default as remarkDocLinks} from './remarkDocLinks';
export type {RemarkDocLinksOptions} from './remarkDocLinks';

/** Build-output side of the `.html` path scheme; the routes themselves come from `docRoute` slugs. */
export default function htmlRoutesPlugin(): Plugin {
  return {
    name: 'site-html-routes',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: indexHtmlAliasScript()}]};
    },
  };
}

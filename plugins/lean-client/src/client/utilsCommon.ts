// `@docusaurus/utils-common` for the browser (aliased by this plugin, client bundle only). The
// package's index is CommonJS that requires all of tslib for one helper, 4 KB gzip on every page;
// its modules themselves need none. Same exports (the unit test compares them on each upgrade).
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
// Declared in the index itself; importing it from there would bring tslib back.
export const blogPostContainerID = '__blog-post-container';

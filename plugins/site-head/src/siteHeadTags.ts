import type {HtmlTagObject} from '@docusaurus/types';
import type {PluginOptions} from './options';

/** The id of Docusaurus's main wrapper, which follows the navbar (theme-common's `SkipToContentFallbackId`). */
export const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';

/** The head tags every page carries: its modification date, the paint held for the navbar, and the third-party scripts that are configured. */
export function siteHeadTags(options: Omit<PluginOptions, 'id'>): HtmlTagObject[] {
  const tags: HtmlTagObject[] = [
    {tagName: 'meta', attributes: {name: 'last-modified', content: options.modifiedAt}},
    // No first paint before the navbar is whole: on a busy phone the browser paints a page while
    // it still parses it, and a navbar painted with half its items moves when the rest arrive (a
    // layout shift). The element after the navbar is the main wrapper, whose id theme-common exports
    // (SkipToContentFallbackId); e2e/myPlatforms.spec.ts checks that the pages have it.
    {tagName: 'link', attributes: {rel: 'expect', href: `#${MAIN_WRAPPER_ID}`, blocking: 'render'}},
  ];
  if (options.baiduStatisticsId) {
    tags.push({
      tagName: 'script',
      attributes: {async: true, src: `https://hm.baidu.com/hm.js?${options.baiduStatisticsId}`},
    });
  }
  if (options.deliveryScriptUrl) {
    tags.push({tagName: 'script', attributes: {async: true, src: options.deliveryScriptUrl}});
  }
  return tags;
}

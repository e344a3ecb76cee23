import type {HtmlTagObject} from '@docusaurus/types';
import type {PluginOptions} from './options';

/** The head tags every page carries: its modification date and the third-party scripts that are configured. */
export function siteHeadTags(options: Omit<PluginOptions, 'id'>): HtmlTagObject[] {
  const tags: HtmlTagObject[] = [
    {tagName: 'meta', attributes: {name: 'last-modified', content: options.modifiedAt}},
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

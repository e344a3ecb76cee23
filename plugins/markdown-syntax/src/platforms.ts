/**
 * Platforms of the compatibility table, in column order, with the labels readers see. The columns
 * follow the framework's own platform tables (App, HarmonyOS Next, H5, each mini program, 元服务 …).
 * Kept apart from the data reader so that the browser bundle of `<Compat>` carries only this list.
 */
export const PLATFORMS = {
  app: 'App',
  'app-harmony': 'HarmonyOS Next',
  web: 'Web',
  'mp-weixin': '微信小程序',
  'mp-alipay': '支付宝小程序',
  'mp-baidu': '百度小程序',
  'mp-toutiao': '抖音小程序',
  'mp-lark': '飞书小程序',
  'mp-qq': 'QQ小程序',
  'mp-kuaishou': '快手小程序',
  'mp-jd': '京东小程序',
  'mp-harmony': '元服务',
  'mp-xhs': '小红书小程序',
  'mp-360': '360小程序',
  quickapp: '快应用',
} as const;
export type Platform = keyof typeof PLATFORMS;

/** One platform's support as the widget shows it; `supported: null` when the documentation does not say. */
export type CompatCell = {supported: boolean | null; since?: string; note?: string};
export type CompatEntry = Record<Platform, CompatCell>;

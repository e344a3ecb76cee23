import {lineOf, parseJsonObject} from '../../shared/jsonData';

/** Platforms of the compatibility table, in column order, with the labels readers see. */
export const PLATFORMS = {
  'app-android': 'App-Android',
  'app-ios': 'App-iOS',
  'app-harmony': 'App-HarmonyOS',
  web: 'Web/H5',
  'mp-weixin': '微信小程序',
  'mp-alipay': '支付宝小程序',
  'mp-baidu': '百度小程序',
  'mp-toutiao': '抖音小程序',
  'mp-qq': 'QQ小程序',
  'mp-kuaishou': '快手小程序',
  'mp-jd': '京东小程序',
  'mp-harmony': '鸿蒙元服务',
  quickapp: '快应用',
} as const;
export type Platform = keyof typeof PLATFORMS;

/** One platform's support, as the widget shows it. */
export type CompatCell = {supported: boolean; since?: string; note?: string};
export type CompatEntry = Record<Platform, CompatCell>;
export type CompatData = Map<string, CompatEntry>;

const VERSION = /^\d+(\.\d+){0,3}$/;
const CELL_FORMS = 'true (supported), false (not supported), a minimum version such as "3.7.0", or {"supported": true, "since": "3.7.0", "note": "说明"}';

function toCell(value: unknown): CompatCell | null {
  if (typeof value === 'boolean') return {supported: value};
  if (typeof value === 'string') return VERSION.test(value) ? {supported: true, since: value} : null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {supported = true, since, note, ...rest} = value as Record<string, unknown>;
  const valid =
    Object.keys(rest).length === 0 &&
    typeof supported === 'boolean' &&
    (since === undefined || (typeof since === 'string' && VERSION.test(since))) &&
    (note === undefined || (typeof note === 'string' && note.trim() !== ''));
  if (!valid) return null;
  return {supported, ...(since !== undefined && {since: since as string}), ...(note !== undefined && {note: note as string})};
}

/**
 * Reads one data file's entries (`{"uni.request": {"app-android": "3.0", …}}`) into `data`,
 * failing with `file:line` for bad JSON, a missing or unknown platform, a bad cell, or a name
 * another file already uses.
 */
export function addCompatFile(data: CompatData, file: string, text: string, owners = new Map<string, string>()): void {
  const json = parseJsonObject(file, text, '{"uni.request": {"app-android": true, …}}');
  for (const [name, platforms] of Object.entries(json)) {
    const where = `${file}:${lineOf(text, name)}: "${name}"`;
    if (owners.has(name)) throw new Error(`${where} is already described in ${owners.get(name)}; keep one entry.`);
    if (platforms === null || typeof platforms !== 'object' || Array.isArray(platforms)) {
      throw new Error(`${where} must be an object with one key per platform: ${Object.keys(PLATFORMS).join(', ')}.`);
    }
    const unknown = Object.keys(platforms).filter((key) => !(key in PLATFORMS));
    if (unknown.length > 0) throw new Error(`${where}: unknown platform "${unknown[0]}". Platforms: ${Object.keys(PLATFORMS).join(', ')}.`);
    const missing = Object.keys(PLATFORMS).filter((key) => !(key in platforms));
    if (missing.length > 0) throw new Error(`${where}: say for every platform whether it is supported; missing: ${missing.join(', ')}.`);
    const entry = {} as CompatEntry;
    for (const platform of Object.keys(PLATFORMS) as Platform[]) {
      const cell = toCell((platforms as Record<string, unknown>)[platform]);
      if (!cell) throw new Error(`${where}."${platform}" must be ${CELL_FORMS}.`);
      entry[platform] = cell;
    }
    data.set(name, entry);
    owners.set(name, file);
  }
}

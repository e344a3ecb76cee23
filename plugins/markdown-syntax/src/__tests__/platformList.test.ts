import {parsePlatforms} from '../platformList';
import {platformIds, platformInfo} from '../platforms';

const LOCALES = ['zh-Hans', 'en'];
const read = (json: unknown) => parsePlatforms('data/compat/_platforms.json', JSON.stringify(json, null, 2), LOCALES);

describe('parsePlatforms', () => {
  it('keeps the column order, each locale\'s label and what a platform covers', () => {
    const file = read({app: {'zh-Hans': 'App', en: 'App', covers: {'zh-Hans': 'Android、iOS', en: 'Android, iOS'}}, 'mp-weixin': {'zh-Hans': '微信小程序', en: 'WeChat Mini Program'}});
    expect(platformIds(file)).toEqual(['app', 'mp-weixin']);
    expect(platformInfo(file, 'app', 'en')).toEqual({label: 'App', covers: 'Android, iOS'});
    expect(platformInfo(file, 'mp-weixin', 'zh-Hans')).toEqual({label: '微信小程序'});
  });

  it.each([
    ['a label missing for a locale', {app: {'zh-Hans': 'App'}}, `"data/compat/_platforms.json:2: platform "app" needs its label for the locale "en" ("en": "…")."`],
    ['an id that is not one', {'MP Weixin': {'zh-Hans': '微信', en: 'WeChat'}}, `"data/compat/_platforms.json:2: platform "MP Weixin": an id is lowercase letters and digits joined by hyphens (mp-weixin)."`],
    ['an unknown field', {app: {'zh-Hans': 'App', en: 'App', fr: 'App'}}, `"data/compat/_platforms.json:2: platform "app": unknown field "fr"; an entry has one label per locale (zh-Hans, en) and may have "covers"."`],
    ['covers without every locale', {app: {'zh-Hans': 'App', en: 'App', covers: {en: 'Android, iOS'}}}, `"data/compat/_platforms.json:2: platform "app": "covers" says what the platform takes in, once per locale: {"zh-Hans": "…", "en": "…"}."`],
    ['an empty list', {}, `"data/compat/_platforms.json:1: lists no platform; write them as {"app": {"zh-Hans": "App", "en": "App"}}."`],
  ])('rejects %s, naming file and line', (_case, json, message) => {
    expect(() => read(json)).toThrowErrorMatchingInlineSnapshot(message);
  });
});

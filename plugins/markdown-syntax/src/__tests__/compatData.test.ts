import {addCompatFile, type CompatData} from '../compatData';

// The site's platform list (data/compat/_platforms.json), in column order.
const PLATFORMS = ['app', 'app-harmony', 'web', 'mp-weixin', 'mp-alipay', 'mp-baidu', 'mp-toutiao', 'mp-lark', 'mp-qq', 'mp-kuaishou', 'mp-jd', 'mp-harmony', 'mp-xhs', 'mp-360', 'quickapp'];
const allSupported = Object.fromEntries(PLATFORMS.map((platform) => [platform, true]));

function read(json: unknown, data: CompatData = new Map(), owners?: Map<string, string>) {
  const text = JSON.stringify(json, null, 2);
  addCompatFile(data, 'data/compat/api.json', text, PLATFORMS, owners);
  return data;
}

describe('addCompatFile', () => {
  it('reads every cell form', () => {
    const data = read({'uni.request': {web: true, 'app-harmony': '4.61', quickapp: false, 'mp-jd': {supported: true, since: '3.7', note: '需基础库 2.0'}}});
    expect(data.get('uni.request')).toMatchObject({
      app: {supported: null},
      web: {supported: true},
      'app-harmony': {supported: true, since: '4.61'},
      quickapp: {supported: false},
      'mp-jd': {supported: true, since: '3.7', note: '需基础库 2.0'},
    });
  });

  it.each([
    ['an unknown platform', {'uni.request': {...allSupported, ios: true}}, `"data/compat/api.json:2: "uni.request": unknown platform "ios". Platforms (data/compat/_platforms.json): app, app-harmony, web, mp-weixin, mp-alipay, mp-baidu, mp-toutiao, mp-lark, mp-qq, mp-kuaishou, mp-jd, mp-harmony, mp-xhs, mp-360, quickapp."`],
    ['an entry that names no platform', {'uni.request': {}}, `"data/compat/api.json:2: "uni.request" names no platform: say for each platform the documentation covers whether it is supported."`],
    ['a version that is not one', {'uni.request': {app: {supported: true, since: 'HBuilderX 3.1'}}}, `"data/compat/api.json:2: "uni.request"."app" must be true (supported), false (not supported), a minimum version such as "3.7.0", or {"supported": true, "since": "3.7.0", "note": "说明"}."`],
    ['a bad cell', {'uni.request': {...allSupported, web: 'yes'}}, `"data/compat/api.json:2: "uni.request"."web" must be true (supported), false (not supported), a minimum version such as "3.7.0", or {"supported": true, "since": "3.7.0", "note": "说明"}."`],
    ['an entry that is not an object', {'uni.request': true}, `"data/compat/api.json:2: "uni.request" must be an object keyed by platform: app, app-harmony, web, mp-weixin, mp-alipay, mp-baidu, mp-toutiao, mp-lark, mp-qq, mp-kuaishou, mp-jd, mp-harmony, mp-xhs, mp-360, quickapp."`],
  ])('rejects %s, naming file and line', (_case, json, message) => {
    expect(() => read(json)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('leaves a platform the data does not name unknown, not unsupported', () => {
    expect(read({'uni.request': {app: true}}).get('uni.request')!['mp-jd']).toEqual({supported: null});
  });

  it('rejects an entry another file already has', () => {
    const owners = new Map([['uni.request', 'data/compat/network.json']]);
    expect(() => read({'uni.request': allSupported}, new Map(), owners)).toThrowErrorMatchingInlineSnapshot(
      `"data/compat/api.json:2: "uni.request" is already described in data/compat/network.json; keep one entry."`,
    );
  });
});

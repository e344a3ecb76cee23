import {lineOf} from '../../../shared/jsonData';
import {addCompatFile, PLATFORMS, type CompatData} from '../compatData';

const allSupported = Object.fromEntries(Object.keys(PLATFORMS).map((platform) => [platform, true]));

function read(json: unknown, data: CompatData = new Map(), owners?: Map<string, string>) {
  const text = JSON.stringify(json, null, 2);
  addCompatFile(data, 'data/compat/api.json', text, owners);
  return data;
}

describe('addCompatFile', () => {
  it('reads every cell form', () => {
    const data = read({'uni.request': {...allSupported, 'app-harmony': '4.61', quickapp: false, 'mp-jd': {supported: true, since: '3.7', note: '需基础库 2.0'}}});
    expect(data.get('uni.request')).toMatchObject({
      web: {supported: true},
      'app-harmony': {supported: true, since: '4.61'},
      quickapp: {supported: false},
      'mp-jd': {supported: true, since: '3.7', note: '需基础库 2.0'},
    });
  });

  it.each([
    ['a missing platform', {'uni.request': {...allSupported, quickapp: undefined}}, `"data/compat/api.json:2: "uni.request": say for every platform whether it is supported; missing: quickapp."`],
    ['an unknown platform', {'uni.request': {...allSupported, ios: true}}, `"data/compat/api.json:2: "uni.request": unknown platform "ios". Platforms: app-android, app-ios, app-harmony, web, mp-weixin, mp-alipay, mp-baidu, mp-toutiao, mp-qq, mp-kuaishou, mp-jd, mp-harmony, quickapp."`],
    ['a bad cell', {'uni.request': {...allSupported, web: 'yes'}}, `"data/compat/api.json:2: "uni.request"."web" must be true (supported), false (not supported), a minimum version such as "3.7.0", or {"supported": true, "since": "3.7.0", "note": "说明"}."`],
    ['an entry that is not an object', {'uni.request': true}, `"data/compat/api.json:2: "uni.request" must be an object with one key per platform: app-android, app-ios, app-harmony, web, mp-weixin, mp-alipay, mp-baidu, mp-toutiao, mp-qq, mp-kuaishou, mp-jd, mp-harmony, quickapp."`],
  ])('rejects %s, naming file and line', (_case, json, message) => {
    expect(() => read(json)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('rejects malformed JSON', () => {
    expect(() => addCompatFile(new Map(), 'data/compat/api.json', '{"uni.request": {,}}')).toThrow(/^data\/compat\/api\.json: not valid JSON/);
  });

  it('rejects an entry another file already has', () => {
    const owners = new Map([['uni.request', 'data/compat/network.json']]);
    expect(() => read({'uni.request': allSupported}, new Map(), owners)).toThrowErrorMatchingInlineSnapshot(
      `"data/compat/api.json:2: "uni.request" is already described in data/compat/network.json; keep one entry."`,
    );
  });
});

describe('lineOf', () => {
  it('finds the line of a key', () => {
    expect(lineOf('{\n  "a": 1,\n  "b": 2\n}', 'b')).toBe(3);
  });
});

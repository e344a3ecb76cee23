import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options}) as PluginOptions;
}

describe('validateOptions', () => {
  it('fills in the build time as the modification date', () => {
    const {modifiedAt, baiduStatisticsId, deliveryScriptUrl} = validate({});
    expect(new Date(modifiedAt).getTime()).not.toBeNaN();
    expect([baiduStatisticsId, deliveryScriptUrl]).toEqual([undefined, undefined]);
  });

  it('rejects a statistics id that is not one', () => {
    expect(() => validate({ baiduStatisticsId: 'abc' })).toThrowErrorMatchingInlineSnapshot(`"The options of plugin "site-head" in docusaurus.config.ts are wrong: "baiduStatisticsId" must be the 32 hex digits of a 百度统计 site id."`);
  });

  it('rejects a delivery script that is not https', () => {
    expect(() => validate({ deliveryScriptUrl: 'http://cdn.example.com/x.js' })).toThrowErrorMatchingInlineSnapshot(`"The options of plugin "site-head" in docusaurus.config.ts are wrong: "deliveryScriptUrl" must be a valid uri with a scheme matching the https pattern."`);
  });
});

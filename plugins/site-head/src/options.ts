import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../../shared/pluginOptions';

export type PluginOptions = {
  id: string;
  /** ISO date written into every page as its modification date; the build time by default. */
  modifiedAt: string;
  /** 百度统计 site id: the statistics script is emitted only when it is set. */
  baiduStatisticsId?: string;
  /** Address of a delivery script (CDN loader, ads) to load async: emitted only when set. */
  deliveryScriptUrl?: string;
};
export type Options = Partial<PluginOptions>;

const OptionsSchema = Joi.object<PluginOptions>({
  modifiedAt: Joi.string().isoDate().default(() => new Date().toISOString()),
  baiduStatisticsId: Joi.string().pattern(/^[\da-f]{32}$/i).message('"baiduStatisticsId" must be the 32 hex digits of a 百度统计 site id'),
  deliveryScriptUrl: Joi.string().uri({scheme: ['https']}),
});

export const PLUGIN_NAME = 'site-head';

export const validateOptions = optionsValidator<Options | undefined, PluginOptions>(PLUGIN_NAME, OptionsSchema);

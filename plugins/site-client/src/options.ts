import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../../shared/pluginOptions';

export type PluginOptions = {
  id: string;
  /** The legacy map writers edit: old path (optionally `#hash`) → new path, relative to the site. */
  redirectsFile: string;
  /** The page inventory (route, source file, title, tier), relative to the site. */
  routesFile: string;
};
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS = {
  redirectsFile: 'data/legacy-redirects.json',
  routesFile: 'data/routes.tsv',
} satisfies Omit<PluginOptions, 'id'>;

const OptionsSchema = Joi.object<PluginOptions>({
  redirectsFile: Joi.string().default(DEFAULT_OPTIONS.redirectsFile),
  routesFile: Joi.string().default(DEFAULT_OPTIONS.routesFile),
});

export const PLUGIN_NAME = 'site-client';

export const validateOptions = optionsValidator<Options | undefined, PluginOptions>(PLUGIN_NAME, OptionsSchema);

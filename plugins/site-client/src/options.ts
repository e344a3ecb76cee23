import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

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

export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

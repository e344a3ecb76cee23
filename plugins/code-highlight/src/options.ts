import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

export type PluginOptions = {
  id: string;
  /** Token colours in light mode (the theme's `prism.theme`). */
  lightTheme: PrismTheme;
  /** Token colours in dark mode (the theme's `prism.darkTheme`). */
  darkTheme: PrismTheme;
};
export type Options = Omit<PluginOptions, 'id'>;

const ThemeSchema = Joi.object({plain: Joi.object().required(), styles: Joi.array().required()});
const OptionsSchema = Joi.object<PluginOptions>({lightTheme: ThemeSchema.required(), darkTheme: ThemeSchema.required()});

export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

type ValidateOptions<Options, PluginOptions> = (context: OptionValidationContext<Options, PluginOptions>) => PluginOptions;

/**
 * A plugin module's `validateOptions`, which Docusaurus calls with its options before it starts the
 * plugin. Docusaurus stops the build with Joi's message alone (`"docsDir" is not allowed`), which
 * does not say whose option it is: the message names the plugin (and its id, if it has one).
 */
export function namedValidateOptions<Options, PluginOptions>(pluginName: string, validateOptions: ValidateOptions<Options, PluginOptions>): ValidateOptions<Options, PluginOptions> {
  return (context) => {
    try {
      return validateOptions(context);
    } catch (error) {
      const id = (context.options as {id?: unknown} | undefined)?.id;
      const plugin = `"${pluginName}"${typeof id === 'string' ? ` (id "${id}")` : ''}`;
      throw new Error(`The options of plugin ${plugin} in docusaurus.config.ts are wrong: ${(error as Error).message}.`);
    }
  };
}

/** `validateOptions` with a Joi schema of the options, as stock plugins do; `Joi.object({})` for a plugin that takes none. */
export function optionsValidator<Options, PluginOptions>(pluginName: string, schema: Joi.ObjectSchema<PluginOptions>): ValidateOptions<Options, PluginOptions> {
  return namedValidateOptions(pluginName, ({validate, options}) => validate(schema, options));
}

/** The schema of a plugin that takes no options: any option is a mistake. */
export const NO_OPTIONS = Joi.object({});

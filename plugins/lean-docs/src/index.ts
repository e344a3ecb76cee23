import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options, PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {hookError} from '../../shared/hookError.cjs';
import {namedValidateOptions} from '../../shared/pluginOptions';
import {splitVersionRoute} from './splitSidebars';

type GlobalVersion = {docs: unknown[]};

const HOOK = 'plugins/lean-docs/src/index.ts';

/**
 * `@docusaurus/plugin-content-docs` with lean client data. Its routes carry each section's sidebar
 * with that section (splitSidebars.ts), and its global data, which every page loads, leaves out
 * the table of every doc. That table only serves navbar items of type `doc`/`docSidebar` and the
 * version dropdown, which this site does not use. Its options are the docs plugin's own.
 */
export default async function sectionSidebarsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      const setGlobalData = (data: unknown) => {
        const {versions, ...rest} = data as {versions?: Partial<GlobalVersion>[]};
        if (!Array.isArray(versions) || !versions.every((version) => Array.isArray(version.docs))) {
          throw hookError(HOOK, `the docs plugin's global data (@docusaurus/plugin-content-docs/lib/globalData.js) changed shape: it has no versions, each with its docs`);
        }
        args.actions.setGlobalData({...rest, versions: versions.map((version) => ({...version, docs: []}))});
      };
      await plugin.contentLoaded!({...args, actions: {...args.actions, setGlobalData, addRoute: (route) => routes.push(route)}});
      if (routes.length === 0) throw hookError(HOOK, `the docs plugin added no route through actions.addRoute (@docusaurus/plugin-content-docs/lib/routes.js), where this plugin splits its sidebars`);
      for (const docsRoot of routes) {
        const versionRoutes = await Promise.all(
          (docsRoot.routes ?? []).map(async (route) => {
            const {versionRoute, sections} = splitVersionRoute(route, options.docRootComponent);
            const sectionRoutes = await Promise.all(
              sections.map(async ({key, route: sectionRoute, sidebars}) => {
                const file = await args.actions.createData(`sidebars-${String(route.path).replace(/\W/g, '_')}-${key}.json`, JSON.stringify(sidebars));
                return {...sectionRoute, modules: {...sectionRoute.modules, sidebars: file}};
              }),
            );
            return {...versionRoute, routes: [...(versionRoute.routes ?? []), ...sectionRoutes]};
          }),
        );
        args.actions.addRoute({...docsRoot, routes: versionRoutes});
      }
    },
  };
}
export const validateOptions = namedValidateOptions('docusaurus-plugin-content-docs', validateDocsOptions);
export type {Options, PluginOptions};

import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER, Globby, loadFreshModule} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../../shared/pluginOptions';

export type Options = {
  /** The site's sidebars file, as the docs plugin's `sidebarPath` names it. */
  sidebarPath: string;
  /** The docs folder, whose pages and `_sidebar.md` files are read. */
  docsDir: string;
};

type Compilation = {
  hooks: {finishModules: {tapPromise(name: string, run: () => Promise<void>): void}};
  fileDependencies: {add(file: string): void};
  errors: Error[];
};
type Compiler = {hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}}};

const NAME = 'writer-preview';

/** Docusaurus wraps a sidebars file's error in its own ("could not load module"): the writer's is the innermost. */
function rootCause(error: Error): Error {
  return error.cause instanceof Error ? rootCause(error.cause) : error;
}

/**
 * Writers' mistakes in the dev server's browser. The docs plugin reads the sidebars and every
 * page's front matter as the site reloads, and a reload that fails is only logged in the terminal:
 * the browser keeps the old pages and says nothing (a page's own compile does not always run
 * again). So each compile of the dev server reads them again and puts each error, with its
 * `file:line`, among the compile's errors, which the browser's error overlay shows; a saved page or
 * `_sidebar.md` starts a compile. Production builds stop on these mistakes by themselves.
 */
export default function writerPreviewPlugin({siteDir, siteConfig}: LoadContext, {sidebarPath, docsDir}: Options): Plugin {
  const sidebars = path.resolve(siteDir, sidebarPath);
  const docs = path.resolve(siteDir, docsDir);
  const {parseFrontMatter} = siteConfig.markdown;

  async function writerErrors(watch: (file: string) => void): Promise<string[]> {
    const errors: string[] = [];
    for (const file of await Globby('**/*.{md,mdx}', {cwd: docs, absolute: true})) {
      watch(file);
      const fileContent = fs.readFileSync(file, 'utf8');
      await parseFrontMatter({filePath: file, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER}).catch((error: Error) => errors.push(error.message));
    }
    await loadFreshModule(sidebars).catch((error: Error) => errors.push(rootCause(error).message));
    return errors;
  }

  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'development' || isServer) return {};
      const {WebpackError} = currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.finishModules.tapPromise(NAME, async () => {
                  for (const message of await writerErrors((file) => compilation.fileDependencies.add(file))) {
                    compilation.errors.push(new WebpackError(message));
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}

export const validateOptions = optionsValidator<Options, Options>(NAME, Joi.object({sidebarPath: Joi.string().required(), docsDir: Joi.string().required()}));

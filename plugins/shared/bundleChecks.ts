import fs from 'node:fs';
import path from 'node:path';
import type {Compiler} from 'webpack';
import {hookError} from './hookError.cjs';

/** A module's import of another: the importer's file, the request, and the names it reads (`['default', 'start']` for `x.start` of `import x from …`). */
export type Importer = {resource: string; request: string; ids: string[]};
/** What a check sees of a module of the bundle: its file, its request (loaders and file), its loaders' files, and who imports it. */
export type BundleModule = {resource: string; request: string; loaders: string[]; importers: () => Importer[]};

/** A check of one compiler's bundle, for the hooks it configures: the problems it finds, as errors that stop the build. */
export type BundleCheck = {
  /** Run once the bundle's modules are all built. */
  modules?: (modules: BundleModule[]) => Error[];
  /** Run on the bundler's warnings (their messages, and the files they are about) once it has linked the modules. */
  warnings?: (warnings: {message: string; resource: string}[]) => Error[];
};

// The part of the bundler's API the checks read, the same in Rspack and webpack.
type BundlerModule = {resource?: string; request?: string; loaders?: {loader: string}[]};
type BundlerCompilation = {
  hooks: {finishModules: {tap(name: string, run: (modules: Iterable<BundlerModule>) => void): void}; afterSeal: {tap(name: string, run: () => void): void}};
  moduleGraph: {getIncomingConnections(module: BundlerModule): Iterable<{originModule: BundlerModule | null; dependency: {request?: string; ids?: string[]}}>};
  warnings: {message: string; module?: BundlerModule | null}[];
  errors: unknown[];
};

const NAME = 'optimization-layer-checks';

/**
 * Runs checks on a compiler's bundle and stops the build with what they find: the hooks that
 * configure the bundler (loaders, aliases, module replacements, chunk groups) are checked on what
 * the bundler made of them, since a loader rule, alias or pattern that matches nothing is
 * otherwise silent.
 */
export class BundleChecks {
  constructor(private readonly checks: BundleCheck[]) {}

  apply(compiler: Compiler): void {
    const {WebpackError} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (webpackCompilation) => {
      const compilation = webpackCompilation as unknown as BundlerCompilation;
      const problems: Error[] = [];
      compilation.hooks.finishModules.tap(NAME, (built) => {
        const modules: BundleModule[] = [];
        for (const module of built) {
          if (typeof module.resource !== 'string') continue;
          modules.push({
            resource: module.resource,
            request: module.request ?? module.resource,
            loaders: (module.loaders ?? []).map(({loader}) => loader.split('??')[0]!),
            importers: () =>
              [...compilation.moduleGraph.getIncomingConnections(module)]
                .filter(({originModule}) => originModule?.resource !== module.resource)
                .map(({originModule, dependency}) => ({resource: originModule?.resource ?? '', request: dependency.request ?? '', ids: dependency.ids ?? []})),
          });
        }
        for (const check of this.checks) problems.push(...(check.modules?.(modules) ?? []));
      });
      compilation.hooks.afterSeal.tap(NAME, () => {
        const warnings = compilation.warnings.map(({message, module}) => ({message, resource: module?.resource ?? ''}));
        for (const check of this.checks) problems.push(...(check.warnings?.(warnings) ?? []));
        for (const problem of problems) compilation.errors.push(new WebpackError(problem.message));
      });
    });
  }
}

const inside = (file: string, dirOrFile: string) => file === dirOrFile || file.startsWith(`${dirOrFile}${path.sep}`);
/** A file as messages name it: from its package's `node_modules/`, or from the site. */
const shown = (file: string) => {
  const at = file.lastIndexOf(`node_modules${path.sep}`);
  return at >= 0 ? file.slice(at) : path.relative(process.cwd(), file);
};

/** A generated file that must reach the bundle through the hook's loader. */
export function loaderCheck({hook, file, label, loader}: {hook: string; file: string; label: string; loader: string}): BundleCheck {
  return {
    modules(modules) {
      const module = modules.find(({resource}) => resource === file);
      if (!module) return [hookError(hook, `the client bundle has no ${label}, which ${path.basename(loader)} rewrites: Docusaurus renamed or no longer generates it`)];
      if (!module.loaders.includes(loader)) return [hookError(hook, `${label} reached the client bundle without going through ${path.basename(loader)}: its loader rule no longer matches it`)];
      return [];
    },
  };
}

/** The names a compiled ES module exports (`export function f`, `export const c`, `export {a, b as c}`, `export default`). */
export function esmExports(source: string): string[] {
  const names = [...source.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm)].map((match) => match[1]!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) names.push(...list!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
  if (/^export default /m.test(source)) names.push('default');
  return names.sort();
}

export type Swap = {
  /** The file that sets the swap up, for messages. */
  hook: string;
  /** What the bundle's modules import: a package name, or the request the replaced file is imported by. */
  request: string;
  /** The module the bundle gets instead. */
  replacement: string;
  /** The file or package folder swapped out. */
  replaced: string;
  /** For a replaced file: the names it must export, as the replacement does. */
  exports?: string[];
  /** The members of the replacement's default export, where importers use that export's members. */
  defaultMembers?: string[];
};

/**
 * An alias or module replacement: the module it swaps out is there (and exports what the
 * replacement does), the swap happened, nothing reaches the swapped-out code past it but the
 * replacement itself, and the importers use no name the replacement lacks.
 */
export function swapCheck({hook, request, replacement, replaced, exports, defaultMembers}: Swap): BundleCheck {
  const label = `"${request}" (${shown(replaced)})`;
  const stub = shown(replacement);
  const update = `Update ${hook} and ${stub} to match`;
  if (!fs.existsSync(replaced)) throw hookError(hook, `${label}, which ${stub} stands in for, is not there any more`, update);
  if (exports) {
    const found = esmExports(fs.readFileSync(replaced, 'utf8'));
    if (found.join() !== [...exports].sort().join()) {
      throw hookError(hook, `${label} exports ${found.join(', ') || 'nothing'}, where ${stub}, which stands in for it, exports ${exports.join(', ')}`, update);
    }
  }
  return {
    modules(modules) {
      const swapped = modules.find(({resource}) => resource === replacement);
      if (!swapped) return [hookError(hook, `nothing in the bundle imports ${label} any more, or it imports it by another name: ${stub} stands in for nothing`, update)];
      const problems: Error[] = [];
      const members = new Set(defaultMembers);
      const unknown = defaultMembers && swapped.importers().find(({ids: [name, member]}) => name === 'default' && member !== undefined && !members.has(member));
      if (unknown) problems.push(hookError(hook, `${shown(unknown.resource)} uses "${unknown.ids[1]}" of ${label}'s default export, which ${stub} does not have`, update));
      for (const module of modules.filter(({resource}) => inside(resource, replaced))) {
        const past = module.importers().find(({resource}) => resource !== replacement && !inside(resource, replaced));
        if (past) problems.push(hookError(hook, `${shown(past.resource)} imports ${label} past ${stub} ("${past.request}"), so the bundle has ${shown(module.resource)}`, update));
      }
      return problems;
    },
    warnings(warnings) {
      return missingExports(warnings)
        .filter((missing) => missing.request === request)
        .map(({name, resource}) => hookError(hook, `${shown(resource)} imports "${name}" from ${label}, which ${stub} does not export`, update));
    },
  };
}

/** The bundler's warnings that a module imports a name another does not export (webpack's and Rspack's wording). */
function missingExports(warnings: {message: string; resource: string}[]): {name: string; request: string; resource: string}[] {
  return warnings.flatMap(({message, resource}) =>
    [...message.matchAll(/export '([^']+)' \((?:imported|reexported) as '[^']+'\) was not found in '([^']+)'/g)].map(([, name, request]) => ({name: name!, request: request!, resource})),
  );
}

/**
 * Imports of Docusaurus's internals (`@docusaurus/theme-common/internal`, `@docusaurus/<package>/lib/…`):
 * a name one of them no longer exports is only a warning to the bundler, and undefined in the
 * browser, where the page fails.
 */
export function internalImportsCheck(): BundleCheck {
  return {
    warnings(warnings) {
      return missingExports(warnings)
        .filter(({request}) => /^@docusaurus\/[^/]+\/(?:internal$|lib\/)/.test(request))
        .map(({name, request, resource}) => new Error(`${shown(resource)}: it imports "${name}" from Docusaurus's internal module "${request}", which no longer exports it, so the page would fail in the browser. Update ${shown(resource)} to what Docusaurus has now.`));
    },
  };
}

/** The folder of an installed package (where it would be, when it is not installed: `swapCheck` says so). */
export function packageDir(name: string): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return path.join('node_modules', name);
  }
}

/**
 * Patterns that pick modules by path (a splitChunks group's): each must match a module of the
 * bundle, or what it named was moved or renamed and the group lost it.
 */
export function patternsCheck({hook, group, patterns}: {hook: string; group: string; patterns: Record<string, RegExp>}): BundleCheck {
  return {
    modules(modules) {
      return Object.entries(patterns)
        .filter(([, pattern]) => !modules.some(({resource}) => pattern.test(resource)))
        .map(([name]) => hookError(hook, `${group}'s pattern "${name}" matches no module of the client bundle: what it names was moved or renamed`));
    },
  };
}

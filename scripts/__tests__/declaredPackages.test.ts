import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {loadDocusaurusAliases} from '@docusaurus/core/lib/webpack/aliases';

const siteDir = path.join(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

const tsconfigPath = path.join(siteDir, 'tsconfig.json');
const tsconfig = ts.parseJsonConfigFileContent(ts.readConfigFile(tsconfigPath, ts.sys.readFile).config, ts.sys, siteDir);
const resolutionCache = ts.createModuleResolutionCache(siteDir, (name) => name, tsconfig.options);

/** The code TypeScript checks (with allowJs: .mjs and .cjs too), and the bench's stock site, which it leaves out. */
function codeFiles(): string[] {
  const stockDir = path.join(siteDir, 'bench', 'stock');
  const stock = fs.readdirSync(stockDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(tsx?|[cm]?js)$/.test(file))
    .map((file) => path.join(stockDir, file));
  return [...tsconfig.fileNames, ...stock];
}

/**
 * Every module specifier a file names: imports and exports (type-only too), require() and import()
 * calls, `/// <reference types>`, and the two forms TypeScript's scanner leaves out: require.resolve
 * calls, and requires of a template string (`prismjs/components/prism-${language}`, up to its first `${`).
 */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const scanned = [...info.importedFiles, ...info.typeReferenceDirectives].map((reference) => reference.fileName);
  const unscanned = [...text.matchAll(/\brequire(?:\.resolve\(\s*['"`]|\(\s*`)([^'"`$]+)/g)].map((match) => match[1]!);
  return [...scanned, ...unscanned];
}

/** `@scope/name/deep/path` → `@scope/name`, `name/deep` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

const installed = (name: string) => fs.existsSync(path.join(siteDir, 'node_modules', name, 'package.json'));

/**
 * The package TypeScript takes a specifier's types from (itself, or its `@types/…`), if any, by its
 * folder in node_modules: an npm alias (`react-loadable` is `@docusaurus/react-loadable`) goes by the
 * name it is installed as.
 */
function typesPackage(specifier: string, file: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, file, tsconfig.options, ts.sys, resolutionCache).resolvedModule;
  const inPackage = resolved?.isExternalLibraryImport && resolved.resolvedFileName.split('/node_modules/').at(-1);
  return inPackage ? packageName(inPackage) : undefined;
}

describe('package.json', () => {
  it('declares every package the code imports, and the package its types come from', async () => {
    // Names the bundler resolves to the site or to Docusaurus's own files, not to packages
    // (@docusaurus/core/lib/webpack/base.js and aliases/index.js): the site, generated files, theme
    // components, and @docusaurus/Link, useDocusaurusContext, router and the rest of its client API.
    const clientApi = new Set(Object.keys(await loadDocusaurusAliases()));
    const isAlias = (specifier: string) => /^@(site|generated|theme|theme-original|theme-init)\//.test(specifier) || clientApi.has(specifier);
    const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

    const missing = new Map<string, Set<string>>();
    const need = (name: string, file: string) => {
      if (declared.has(name)) return;
      if (!missing.has(name)) missing.set(name, new Set());
      missing.get(name)!.add(path.relative(siteDir, file));
    };
    for (const file of codeFiles()) {
      for (const specifier of specifiers(file)) {
        if (specifier.startsWith('.') || specifier.startsWith('/') || isAlias(specifier) || isBuiltin(specifier)) continue;
        const name = packageName(specifier);
        const types = typesPackage(specifier, file);
        // `mdast`, `estree`: names of type packages only (@types/mdast), which then is what is declared.
        if (installed(name) || !types) need(name, file);
        if (types) need(types, file);
      }
    }
    for (const type of tsconfig.options.types ?? []) {
      const resolved = ts.resolveTypeReferenceDirective(type, tsconfigPath, tsconfig.options, ts.sys).resolvedTypeReferenceDirective?.resolvedFileName;
      need(resolved ? packageName(resolved.split('/node_modules/').at(-1)!) : type, tsconfigPath);
    }

    expect(Object.fromEntries([...missing].map(([name, files]) => [name, [...files].sort()]))).toEqual({});
  });

  it('lists type packages among the development dependencies', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@types/'))).toEqual([]);
  });
});

// Which docs a stock Docusaurus 3 site can build: each page is compiled as stock compiles it
// (format `mdx`, with the mdx1Compat defaults: HTML comments and `{#id}` heading ids) and rendered
// once. Pages that fail either way (a `{` or `<` in running text is code to MDX: `{API}` is an
// undefined variable, `<Page>` an undefined component) are left out of the stock build and counted.
import fs from 'node:fs';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import {createElement, Fragment} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

function pageFiles(dir, base = dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return pageFiles(file, base);
    return /\.mdx?$/.test(entry.name) ? [path.relative(base, file)] : [];
  });
}

/** Stand-ins for what stock MDX pages may use: stock's own MDXComponents, and bench/stock/src/theme/MDXComponents.tsx. */
const COMPONENTS = {
  Head: () => null,
  Details: 'details',
  Compat: () => null,
  Banner: ({children}) => createElement(Fragment, null, children),
};

/** What Docusaurus's mdx1Compat options do before compiling (comments → MDX comments, heading ids escaped). */
function asStockCompiles(source) {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--([\s\S]*?)-->/g, (_, text) => `{/*${text.replace(/\*\//g, '* /')}*/}`)
    .replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

async function compiles(file) {
  const {default: Content} = await evaluate(asStockCompiles(fs.readFileSync(file, 'utf8')), {...runtime, remarkPlugins: [remarkGfm, remarkDirective]});
  renderToStaticMarkup(createElement(Content, {components: COMPONENTS}));
}

/**
 * `{pages, excluded: [{file, reason}]}` for the docs folder, paths relative to it: a page is left out
 * when stock cannot build it or its translation in one of `translatedDirs` (stock builds both).
 */
export async function stockDocs(docsDir, ignore = ['404.md'], translatedDirs = []) {
  const pages = pageFiles(docsDir).filter((file) => !ignore.includes(file));
  const excluded = [];
  for (const file of pages) {
    const versions = [path.join(docsDir, file), ...translatedDirs.map((dir) => path.join(dir, file)).filter((translation) => fs.existsSync(translation))];
    for (const version of versions) {
      try {
        await compiles(version);
      } catch (error) {
        excluded.push({file, reason: `${path.relative(path.dirname(docsDir), version)}: ${String(error.message ?? error).split('\n')[0]}`});
        break;
      }
    }
  }
  return {pages: pages.length, excluded};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await stockDocs(path.resolve(process.argv[2] ?? 'docs'));
  console.log(`${result.pages} pages, ${result.excluded.length} stock cannot build`);
  for (const {file, reason} of result.excluded) console.log(`  ${file}: ${reason}`);
}

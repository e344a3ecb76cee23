// The markdown syntax Docusaurus's processors parse with (@docusaurus/mdx-loader/lib/processor.js,
// @mdx-js/mdx's createProcessor): remark-parse, remark-mdx for `.mdx` pages, then the syntax
// plugins among its remark plugins, in their order. Each package is the copy those two load. A
// parse here gives the processor's tree only while the two agree; `syntaxFingerprint`
// (parseAhead.cjs) is how the build checks that they do.
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

const mdxLoader = createRequire(createRequire(import.meta.url).resolve('@docusaurus/mdx-loader'));
const mdx = createRequire(mdxLoader.resolve('@mdx-js/mdx'));
const load = async (from, name) => (await import(pathToFileURL(from.resolve(name)).href)).default;

const [remarkParse, remarkMdx, remarkFrontmatter, remarkDirective, remarkGfm, remarkComment] = await Promise.all([
  load(mdx, 'remark-parse'),
  load(mdx, 'remark-mdx'),
  load(mdxLoader, 'remark-frontmatter'),
  load(mdxLoader, 'remark-directive'),
  load(mdxLoader, 'remark-gfm'),
  load(mdxLoader, '@slorber/remark-comment'),
]);
const {unified} = await import(pathToFileURL(mdx.resolve('unified')).href);

/** A processor that only parses, for one format (`md` or `mdx`). */
export function createParser(format) {
  const processor = unified().use(remarkParse);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor.use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment).freeze();
}

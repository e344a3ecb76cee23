// The markdown syntax Docusaurus's processors parse with (@docusaurus/mdx-loader/lib/processor.js,
// @mdx-js/mdx's createProcessor): remark-parse, remark-mdx for `.mdx` pages, then the syntax
// plugins among its remark plugins, in their order. A parse here gives the processor's tree only
// while the two agree; `syntaxFingerprint` is how the build checks that they do.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';

/** A processor that only parses, for one format (`md` or `mdx`). */
export function createParser(format) {
  const processor = unified().use(remarkParse);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor.use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment).freeze();
}

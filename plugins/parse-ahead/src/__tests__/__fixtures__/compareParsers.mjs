// Builds Docusaurus's markdown processors (md and mdx) as the site configures their syntax, and
// compares them with the worker's parsers: their syntax fingerprints, and the tree each parses
// from every page of the site. Prints {sameSyntax, pages, different}.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createParser} from '../../syntax.mjs';

const require = createRequire(import.meta.url);
const {createProcessorUncached} = require('@docusaurus/mdx-loader/lib/processor');
const {syntaxFingerprint} = require('../../parseAhead.cjs');
const siteDir = process.argv[2];

async function docusaurusProcessor(format) {
  let processor;
  const options = {
    siteDir,
    staticDirs: [],
    admonitions: true,
    markdownConfig: {
      format: 'detect',
      mermaid: true,
      emoji: true,
      mdx1Compat: {comments: true, admonitions: true, headingIds: true},
      anchors: {maintainCase: false},
      hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'},
    },
    beforeDefaultRemarkPlugins: [
      function capture() {
        processor = this;
      },
    ],
  };
  // The processor applies its plugins, and so has its whole syntax, once it has processed a page.
  await (await createProcessorUncached({options, format})).process({content: 'x', filePath: path.join(siteDir, `x.${format}`), frontMatter: {}});
  return processor;
}

function* pages(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(file);
    else if (/\.mdx?$/.test(entry.name)) yield file;
  }
}

const sameSyntax = {};
const processors = {};
const parsers = {};
for (const format of ['md', 'mdx']) {
  processors[format] = await docusaurusProcessor(format);
  parsers[format] = createParser(format);
  sameSyntax[format] = syntaxFingerprint(processors[format]) === syntaxFingerprint(parsers[format]);
}

const different = [];
let count = 0;
for (const dir of ['docs', 'i18n', 'e2e/fixtures/docs']) {
  for (const file of pages(path.join(siteDir, dir))) {
    const format = file.endsWith('.mdx') ? 'mdx' : 'md';
    const doc = fs.readFileSync(file, 'utf8');
    const parse = (processor) => {
      try {
        return JSON.stringify(processor.parse(doc));
      } catch (error) {
        return `error: ${error.message}`;
      }
    };
    count++;
    if (parse(processors[format]) !== parse(parsers[format])) different.push(path.relative(siteDir, file));
  }
}
console.log(JSON.stringify({sameSyntax, pages: count, different}));

import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {NON_PAGE_GLOBS} from './plugins/html-routes/src/pageFiles';
import {loadMarkdownSidebars} from './plugins/markdown-sidebar/src';

// Sections with a sidebar of their own (docs/<section>/_sidebar.md); every other page is in the
// root section, listed by docs/_sidebar.md.
const SECTIONS = ['api', 'collocation', 'component', 'dev', 'plugin', 'tutorial', 'uni-ad', 'worktile'];

export default loadMarkdownSidebars({
  siteDir: __dirname,
  docsDir: path.join(__dirname, 'docs'),
  sections: SECTIONS,
  exclude: NON_PAGE_GLOBS,
}) satisfies SidebarsConfig;

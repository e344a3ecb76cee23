// `mermaid` in the site's bundles (../index.ts): @docusaurus/theme-mermaid imports it to draw, in the
// reader's browser, a diagram the build could not draw. It loads mermaid's own minified build,
// which the build copies among the site's assets, so that the bundler never compiles nor minifies
// mermaid and its libraries (~5 MB, 60-odd chunks; ~3 s of CPU in each locale's build).
import type Mermaid from 'mermaid';

// Set by the bundler: the site's base URL, and where the copy is under it.
declare const __webpack_public_path__: string;
declare const SITE_MERMAID_MODULE: string;

const {default: mermaid} = (await import(/* webpackIgnore: true */ `${__webpack_public_path__}${SITE_MERMAID_MODULE}`)) as {default: typeof Mermaid};
export default mermaid;

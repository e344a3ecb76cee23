/**
 * The optimization layer: every hook that reaches beneath Docusaurus's public API (README,
 * "The optimization layer"). `DOCS_LEAN=0` turns it all off, and the site is stock Docusaurus plus
 * its features: the bisect path when an upgrade breaks something. It is on for production builds
 * and off for the dev server (`npm start`), whose pages are stock compiled markdown: doc pages as
 * HTML need the production build's output.
 */
export function leanLayer(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.DOCS_LEAN;
  const production = env.NODE_ENV === 'production';
  if (value === undefined || value === '') return production;
  if (value === '0') return false;
  if (value !== '1') throw new Error(`DOCS_LEAN is "${value}": set it to 1 (the optimization layer on) or 0 (off), or leave it unset.`);
  if (!production) {
    throw new Error('DOCS_LEAN=1 works only in a production build (npm run build): the dev server serves stock compiled pages. Unset DOCS_LEAN for npm start.');
  }
  return true;
}

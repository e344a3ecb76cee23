// The not-found page's content in each locale: an MDX partial whose H1 is the page title.
declare module '@site/docs/404.md' {
  export const contentTitle: string | undefined;
  export const toc: readonly import('@docusaurus/mdx-loader').TOCItem[];
  const NotFoundContent: import('react').ComponentType<{components?: Record<string, import('react').ComponentType<never>>}>;
  export default NotFoundContent;
}
declare module '@site/i18n/en/docusaurus-plugin-content-docs/current/404.md' {
  export * from '@site/docs/404.md';
  export {default} from '@site/docs/404.md';
}

// nprogress's own file, which plugins/site-client loads on the first navigation (`nprogress` itself
// is aliased to its stand-in in the browser bundle).
declare module 'nprogress/nprogress.js' {
  import nprogress from 'nprogress';
  export default nprogress;
}

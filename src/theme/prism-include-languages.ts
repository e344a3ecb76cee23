// Code is highlighted at build time (plugins/code-highlight): the browser registers no Prism
// languages, and this replacement keeps the stock one's dynamic `prismjs/components` require, with
// the language list that comes with it, out of the bundle.
export default function prismIncludeLanguages(): void {}

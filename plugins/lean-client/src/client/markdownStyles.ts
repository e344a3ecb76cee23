import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Docusaurus builds one stylesheet from the CSS of every module in the browser bundle. Doc pages'
// compiled markdown is no longer among them (their content comes as HTML), so the styles of what
// markdown renders would be missing. This chunk brings them in: it is never fetched (the
// condition is never true, but the bundler cannot know), only its CSS counts.
if (ExecutionEnvironment.canUseDOM && document.documentElement.hasAttribute('data-never')) {
  void import('./markdownElements');
}

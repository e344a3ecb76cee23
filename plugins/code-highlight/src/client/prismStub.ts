// Code is highlighted at build time (remarkHighlightCode). The theme's client module still imports
// prism-react-renderer's Prism to register extra languages; it gets this empty one instead, so no
// highlighter reaches the browser.
export const Prism = {languages: {}};

// The attributes the theme puts in a page's HTML for search, which the indexer reads.

/** On the element that holds the article: what search indexes. */
export const ARTICLE_ATTRIBUTE = 'data-search-body';
/** On the article: the page's area (API, 组件, …), which hits show under their titles. */
export const SECTION_ATTRIBUTE = 'data-search-section';
/** On a part of the article search leaves out (compatibility grids). */
export const IGNORE_ATTRIBUTE = 'data-search-ignore';

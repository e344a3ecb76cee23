/** Marks a parameter table in the server's HTML, where a static article finds it (components/StaticArticle). */
export const PARAM_TABLE_ATTRIBUTE = 'data-param-table';

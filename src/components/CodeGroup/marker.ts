/** A code group's tabs in the server's HTML (stock Tabs' container), where a static article finds them (components/StaticArticle). */
export const CODE_GROUP = '.theme-tabs-container';

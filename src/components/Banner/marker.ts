/** Marks a banner in the server's HTML, with its interval, where a static article finds it (components/StaticArticle). */
export const BANNER_ATTRIBUTE = 'data-banner-interval';

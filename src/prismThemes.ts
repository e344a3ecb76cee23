import {themes, type PrismTheme} from 'prism-react-renderer';

/** A theme with some token colours replaced: `{'#999988': '#636c76'}`. */
function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => (style.style.color && colors[style.style.color] ? {...style, style: {...style.style, color: colors[style.style.color]}} : style)),
  };
}

// The stock GitHub and Dracula themes, with the token colours that fall below 4.5:1 against their
// backgrounds (WCAG AA, and Lighthouse's colour-contrast audit) darkened or lightened.
export const lightCodeTheme = recolor(themes.github, {
  '#999988': '#636c76', // comments
  '#e3116c': '#c0116a', // strings
  '#36acaa': '#0b7a75', // numbers, booleans, properties
  '#00a4db': '#00659b', // keywords, attribute names
  '#d73a49': '#b5253a', // functions, tags
});
export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8d9bca', // comments
});

import type {PrismTheme} from 'prism-react-renderer';

function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: object): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebabCase(property)}:${String(value)}`)
    .join(';');
}

function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const scope = `html[data-theme='${mode}']`;
  // The variables stock Docusaurus sets inline on each code block (getPrismCssVariables).
  const {color, backgroundColor} = theme.plain;
  const plain = `${scope} .theme-code-block{${declarations({...(color && {'--prism-color': color}), ...(backgroundColor && {'--prism-background-color': backgroundColor})})}}`;
  const tokens = theme.styles.map(({types, languages, style}) => {
    const selectors = types.flatMap((type) => (languages ?? ['']).map((language) => `${scope}${language ? ` .language-${language}` : ''} .token.${type}`));
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return [plain, ...tokens];
}

/**
 * The stylesheet that colours prerendered code: each theme's colours under its colour mode
 * (`html[data-theme=…]`, set by Docusaurus before the page paints), so a mode switch needs no
 * re-render and the first paint is already right.
 */
export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  return `${[...themeRules(light, 'light'), ...themeRules(dark, 'dark')].join('\n')}\n`;
}

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

/** Whether two colours are the same, written in hex (short or long) or `rgb()`. */
function sameColor(a: string | undefined, b: string | undefined): boolean {
  const canonical = (color = '') => {
    const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color);
    if (rgb) return `#${rgb.slice(1).map((value) => Number(value).toString(16).padStart(2, '0')).join('')}`;
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
    return (short ? `#${short.slice(1).map((digit) => digit + digit).join('')}` : color).toLowerCase();
  };
  return canonical(a) === canonical(b);
}

/**
 * The token types some theme draws unlike its plain text (another colour, italic…). A token of
 * none of them looks like plain text in every colour mode, so it needs no `<span>`: in the GitHub
 * and Dracula themes, punctuation and operators: 765 of the 1,642 spans of the BLE reference.
 */
export function styledTokenTypes(...themes: PrismTheme[]): Set<string> {
  const styled = new Set<string>();
  for (const theme of themes) {
    for (const {types, style} of theme.styles) {
      const {color, ...rest} = style;
      if (Object.keys(rest).length > 0 || !sameColor(color, theme.plain.color)) for (const type of types) styled.add(type);
    }
  }
  return styled;
}

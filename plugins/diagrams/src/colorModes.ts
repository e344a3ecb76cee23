import type {ColorMode, Drawing} from './drawDiagrams';

const STYLE = /<style>([\s\S]*?)<\/style>/;
const GRADIENT = /<linearGradient\b[\s\S]*?<\/linearGradient>/g;

/** The id on a drawing's root `<svg>`, which scopes its stylesheet. */
export function svgId(svg: string): string | undefined {
  return /^<svg [^>]*?\bid="([^"]+)"/.exec(svg)?.[1];
}

/**
 * A drawing without what mermaid's themes change besides the stylesheet: the dark theme's
 * gradients, the drop shadow's colour (at 6 % opacity), and sequence diagrams' numbered ids
 * (`actor12`, `root-3`: counters that run on from one drawing to the next).
 */
function shape(svg: string): string {
  return svg.replace(STYLE, '').replace(GRADIENT, '').replace(/ flood-color="[^"]*"/g, '').replace(/ id="(?:actor|root-)\d+"/g, '');
}

const KEYFRAMES = /@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/** The dark stylesheet's rules that the light one lacks (most rules set sizes and dashes, alike in both). */
export function changedRules(lightCss: string, darkCss: string): string {
  const light = new Set(lightCss.replace(KEYFRAMES, '').split(/(?<=\})/));
  return darkCss.replace(KEYFRAMES, '').split(/(?<=\})/).filter((rule) => !light.has(rule)).join('');
}

/**
 * One drawing for both colour modes when the two differ only in colours: the light one, with the
 * dark one's rules added under the site's dark mode (`[data-theme='dark'] #id …`) and its
 * gradients. Null when they differ otherwise, or are not drawn under the same id.
 */
export function mergeColorModes(drawing: Drawing): string | null {
  const delta = darkDelta(drawing);
  return delta && withDelta(drawing.light, delta, {underDarkMode: true});
}

function marked(svg: string, mode: ColorMode): string {
  return svg.replace(/^<svg /, `<svg data-color-mode="${mode}" `);
}

/**
 * A diagram's HTML: one drawing that follows the site's colour mode, or else both drawings, each
 * marked with its mode (CSS shows the page's: src/css/custom.css), the dark one under its own id.
 */
export function diagramHtml(drawing: Drawing): string {
  const merged = mergeColorModes(drawing);
  if (merged) return merged;
  const id = svgId(drawing.dark);
  return marked(drawing.light, 'light') + marked(id ? drawing.dark.replaceAll(id, `${id}-dark`) : drawing.dark, 'dark');
}

/** What a kind of diagram's dark drawing adds to its light one: stylesheet rules and gradients, the svg's id as `{id}`. */
export type DarkDelta = {rules: string; gradients: string};

/** The dark delta of a diagram drawn in both modes (under one id), or null if the drawings differ otherwise. */
export function darkDelta({light, dark}: Drawing): DarkDelta | null {
  const id = svgId(light);
  const lightStyle = STYLE.exec(light);
  const darkStyle = STYLE.exec(dark);
  if (!id || id !== svgId(dark) || !lightStyle || !darkStyle || shape(light) !== shape(dark)) return null;
  const gradients = (dark.match(GRADIENT) ?? []).filter((gradient) => !light.includes(gradient)).join('');
  return {rules: changedRules(lightStyle[1]!, darkStyle[1]!).replaceAll(id, '{id}'), gradients: gradients.replaceAll(id, '{id}')};
}

/** Rules whose selectors apply only in the site's dark mode; their values (`url(#id-gradient)`) stay as they are. */
function underDarkMode(rules: string, id: string): string {
  return rules
    .split(/(?<=\})/)
    .map((rule) => {
      const body = rule.indexOf('{');
      return rule.slice(0, body).replaceAll(`#${id}`, `[data-theme='dark'] #${id}`) + rule.slice(body);
    })
    .join('');
}

/** A light drawing with a delta's rules added to its stylesheet and its gradients to its defs. */
function withDelta(light: string, delta: DarkDelta, {underDarkMode: scoped}: {underDarkMode: boolean}): string {
  const id = svgId(light) ?? '';
  const rules = delta.rules.replaceAll('{id}', id);
  return light
    .replace(STYLE, (_, css: string) => `<style>${css}${scoped ? underDarkMode(rules, id) : rules}</style>`)
    .replace(/<\/svg>$/, () => `${delta.gradients.replaceAll('{id}', id)}</svg>`);
}

/**
 * A diagram's dark drawing made from its light one and the delta of another diagram of its kind:
 * mermaid's stylesheet for a kind is the same for every diagram (one that sets its own theme or
 * styles is drawn in both modes: drawDiagrams.ts), so this saves a second drawing.
 */
export function deriveDark(light: string, delta: DarkDelta): string {
  return withDelta(light, delta, {underDarkMode: false});
}

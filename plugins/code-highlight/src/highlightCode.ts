import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import {escapeHtml} from '../../shared/escapeHtml';

/** Prism languages loaded on top of prism-react-renderer's own (js, ts, jsx, css, markup, json…). */
export const EXTRA_LANGUAGES = ['java', 'kotlin', 'swift', 'objectivec', 'scss', 'bash', 'diff', 'ini', 'groovy', 'powershell', 'json5'] as const;

/** Fence names that mean another language: Vue single-file components read as HTML, UTS as TypeScript. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {vue: 'markup', uts: 'typescript', shell: 'bash', sh: 'bash'};

let languagesLoaded = false;

// prismjs language files extend the global `Prism`: lend them prism-react-renderer's instance.
function loadLanguages(): void {
  if (languagesLoaded) return;
  const require = createRequire(__filename);
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
  } finally {
    global.Prism = before;
  }
  languagesLoaded = true;
}

/** The grammar that highlights a fence's language, or undefined when Prism has none (shown as plain text). */
export function grammarFor(language: string | undefined): Prism.Grammar | undefined {
  if (!language) return undefined;
  loadLanguages();
  const name = language.toLowerCase();
  return Prism.languages[LANGUAGE_ALIASES[name] ?? name];
}

function tokenHtml({types, content}: Token, styled: ReadonlySet<string>): string {
  // normalizeTokens leaves an empty line as a "\n" token.
  const text = escapeHtml(content.replace(/\n/g, ''));
  if (text === '') return '';
  const kinds = types.filter((type) => type !== 'plain');
  return kinds.some((kind) => styled.has(kind)) ? `<span class="token ${kinds.join(' ')}">${text}</span>` : text;
}

/**
 * One HTML string per line of `code`, its tokens as `<span class="token …">` (the class names
 * prism-react-renderer gives them, coloured by the stylesheet from `tokenCss`). A token that no
 * theme draws unlike plain text (none of its types in `styled`: `styledTokenTypes`) is left as
 * text. Each line is complete HTML on its own, so lines can be numbered or highlighted one by one.
 */
export function highlightLines(code: string, language: string | undefined, styled: ReadonlySet<string>): string[] {
  const grammar = grammarFor(language);
  const lines = code.split('\n');
  if (!grammar) return lines.map(escapeHtml);
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) => line.map((token) => tokenHtml(token, styled)).join(''));
}

import {themes} from 'prism-react-renderer';
import {highlightLines} from '../highlightCode';
import {styledTokenTypes, tokenCss} from '../tokenCss';
import remarkHighlightCode from '../remarkHighlightCode';
import type {Root} from 'mdast';

/** What the site's themes draw unlike plain text (punctuation and operators are plain in both). */
const STYLED = styledTokenTypes(themes.github, themes.dracula);

describe('highlightLines', () => {
  it('gives one self-contained HTML line per source line', () => {
    const lines = highlightLines('/* a\n b */\nconst x = "<b>";', 'js', STYLED);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('<span class="token comment">/* a</span>');
    expect(lines[1]).toBe('<span class="token comment"> b */</span>');
    expect(lines[2]).toContain('<span class="token keyword">const</span>');
    expect(lines[2]).toContain('&lt;b&gt;');
  });

  it('reads vue as HTML, uts as TypeScript, shell as bash, and loads the extra languages', () => {
    expect(highlightLines('<view class="a"></view>', 'vue', STYLED)[0]).toContain('token tag');
    expect(highlightLines('let a: string = ""', 'uts', STYLED)[0]).toContain('token builtin');
    expect(highlightLines('npm install # deps', 'shell', STYLED)[0]).toContain('token comment');
    expect(highlightLines('public class A {}', 'java', STYLED)[0]).toContain('token keyword');
  });

  it('leaves as text the tokens that no theme draws unlike plain text', () => {
    expect(highlightLines('f(a);', 'js', STYLED)[0]).toBe('<span class="token function">f</span>(a);');
    expect(highlightLines('a => a', 'js', STYLED)[0]).toBe('a =&gt; a');
    // With every type styled, every token keeps its span.
    expect(highlightLines('f(a);', 'js', new Set(['function', 'punctuation']))[0]).toBe('<span class="token function">f</span><span class="token punctuation">(</span>a<span class="token punctuation">)</span><span class="token punctuation">;</span>');
  });

  it('keeps empty lines empty', () => {
    expect(highlightLines('let a\n\nlet b', 'js', STYLED)[1]).toBe('');
  });

  it('escapes a language Prism does not know, and keeps empty lines', () => {
    expect(highlightLines('a < b\n\nc', 'nosuchlanguage', STYLED)).toEqual(['a &lt; b', '', 'c']);
    expect(highlightLines('x', undefined, STYLED)).toEqual(['x']);
  });
});

describe('tokenCss', () => {
  it('colours tokens and code blocks per colour mode', () => {
    const css = tokenCss(themes.github, themes.dracula);
    expect(css).toContain(`html[data-theme='light'] .theme-code-block{--prism-color:${themes.github.plain.color};--prism-background-color:${themes.github.plain.backgroundColor}}`);
    expect(css).toMatch(/html\[data-theme='dark'\] \.token\.comment[^{]*\{color:/);
    expect(css).toContain('font-style:italic');
  });
});

describe('styledTokenTypes', () => {
  it('lists the types a theme draws unlike its plain text, whatever the colour is written as', () => {
    const plain = {color: '#F8F8F2', backgroundColor: '#000'};
    const theme = {
      plain,
      styles: [
        {types: ['punctuation'], style: {color: 'rgb(248, 248, 242)'}},
        {types: ['comment'], style: {color: '#F8F8F2', fontStyle: 'italic' as const}},
        {types: ['keyword'], style: {color: '#f0f'}},
      ],
    };
    expect([...styledTokenTypes(theme)].sort()).toEqual(['comment', 'keyword']);
    expect(STYLED.has('punctuation')).toBe(false);
    expect(STYLED.has('operator')).toBe(false);
    expect(STYLED.has('keyword')).toBe(true);
  });
});

describe('remarkHighlightCode', () => {
  it('puts the highlighted lines on fenced code and leaves mermaid alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'code', lang: 'js', value: 'let a\nlet b'},
        {type: 'code', lang: 'mermaid', value: 'graph TD'},
      ],
    };
    remarkHighlightCode({themes: [themes.github, themes.dracula]})(tree);
    const [js, mermaid] = tree.children;
    expect(js?.data?.hProperties?.highlighted).toBe('<span class="token keyword">let</span> a\n<span class="token keyword">let</span> b');
    expect(mermaid?.data).toBeUndefined();
  });
});

import {themes} from 'prism-react-renderer';
import {highlightLines} from '../highlightCode';
import {tokenCss} from '../tokenCss';
import remarkHighlightCode from '../remarkHighlightCode';
import type {Root} from 'mdast';

describe('highlightLines', () => {
  it('gives one self-contained HTML line per source line', () => {
    const lines = highlightLines('/* a\n b */\nconst x = "<b>";', 'js');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('<span class="token comment">/* a</span>');
    expect(lines[1]).toBe('<span class="token comment"> b */</span>');
    expect(lines[2]).toContain('<span class="token keyword">const</span>');
    expect(lines[2]).toContain('&lt;b&gt;');
  });

  it('reads vue as HTML, uts as TypeScript, shell as bash, and loads the extra languages', () => {
    expect(highlightLines('<view class="a"></view>', 'vue')[0]).toContain('token tag');
    expect(highlightLines('let a: string = ""', 'uts')[0]).toContain('token builtin');
    expect(highlightLines('npm install # deps', 'shell')[0]).toContain('token comment');
    expect(highlightLines('public class A {}', 'java')[0]).toContain('token keyword');
  });

  it('keeps empty lines empty', () => {
    expect(highlightLines('let a\n\nlet b', 'js')[1]).toBe('');
  });

  it('escapes a language Prism does not know, and keeps empty lines', () => {
    expect(highlightLines('a < b\n\nc', 'nosuchlanguage')).toEqual(['a &lt; b', '', 'c']);
    expect(highlightLines('x', undefined)).toEqual(['x']);
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

describe('remarkHighlightCode', () => {
  it('puts the highlighted lines on fenced code and leaves mermaid alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'code', lang: 'js', value: 'let a\nlet b'},
        {type: 'code', lang: 'mermaid', value: 'graph TD'},
      ],
    };
    remarkHighlightCode()(tree);
    const [js, mermaid] = tree.children;
    expect(js?.data?.hProperties?.highlighted).toBe('<span class="token keyword">let</span> a\n<span class="token keyword">let</span> b');
    expect(mermaid?.data).toBeUndefined();
  });
});

import {docDataUrl, extractDocPage, serializeDocData, type DocData} from '../docData';

const data: DocData = {
  metadata: {permalink: '/api/a.html', title: 'a </script><!-- b'},
  frontMatter: {title: 'a'},
  toc: [{value: '<code>uni.request</code>', id: 'request', level: 2}],
  contentTitle: undefined,
  assets: {},
};

function page(article: string, script = serializeDocData(data)): string {
  return [
    '<!doctype html><html><body><main><article>',
    '<div class="actions"><div>复制本页</div></div>',
    `<div data-search-body="" data-search-section="API">${article}</div>`,
    `<script type="application/json" data-doc-page="/api/a.html">${script}</script>`,
    '</article><div class="toc"></div></main></body></html>',
  ].join('');
}

it('names the data file beside the page', () => {
  expect(docDataUrl('/api/a.html')).toBe('/api/a.doc.json');
  expect(docDataUrl('/en/api/')).toBe('/en/api/index.doc.json');
  expect(docDataUrl('/')).toBe('/index.doc.json');
});

it('writes data no script can end early, and reads it back', () => {
  const script = serializeDocData(data);
  expect(script).not.toMatch(/</);
  expect(JSON.parse(script)).toEqual(JSON.parse(JSON.stringify(data)));
});

it('takes the article up to the end of its own element, nested elements and all', () => {
  const article = '<div class="theme-doc-markdown markdown"><h1>a</h1><div><pre><code>&lt;div&gt;</code></pre></div><divider-like></divider-like></div>';
  expect(extractDocPage(page(article))).toEqual({...JSON.parse(JSON.stringify(data)), html: article});
  expect(extractDocPage(page(''))!.html).toBe('');
});

it('reads minified HTML, where attributes lose their quotes and empty values', () => {
  const minified = `<div data-search-body data-search-section=API><p>a</div><script type=application/x-doc-data data-doc-page=/api/a.html>${serializeDocData(data)}</script>`;
  expect(extractDocPage(minified)).toEqual({...JSON.parse(JSON.stringify(data)), html: '<p>a'});
});

it('finds nothing in a page that is not a doc, and says so when the article is cut short', () => {
  expect(extractDocPage('<html><body><div data-search-body="">x</div></body></html>')).toBeNull();
  const cutShort = `<div data-search-body=""><div>a</div><script type="application/json" data-doc-page="/a">{}</script>`;
  expect(() => extractDocPage(cutShort)).toThrow(/cut short/);
});

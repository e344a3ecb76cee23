import {llmsFullText, llmsText, markdownFile, pageMarkdown} from '../markdownOutputs';
import {pageHeaders, pageRecord, relativeSource} from '../pageRecords';

const html = [
  '<html><body><nav><h2 id=menu>菜单</h2></nav><article>',
  '<header><h1>uni.request(OBJECT)</h1></header>',
  '<h2 class="anchor" id=parameters>请求参数<a href=#parameters class=hash-link>\u200b</a></h2>',
  '<h3 class="anchor" id="返回-arrayobject">返回 Array&lt;Object&gt;<a class=hash-link>\u200b</a></h3>',
  '<h5 id=deep>too deep</h5>',
  '</article></body></html>',
].join('');

describe('pageHeaders', () => {
  it('lists the article headings from level 1 to 4 with their ids', () => {
    expect(pageHeaders(html)).toEqual([
      {level: 1, title: 'uni.request(OBJECT)', slug: ''},
      {level: 2, title: '请求参数', slug: 'parameters'},
      {level: 3, title: '返回 Array<Object>', slug: '返回-arrayobject'},
    ]);
  });
});

describe('pageRecord', () => {
  it('describes a page as pages.json does', () => {
    const record = pageRecord(
      {
        title: 'uni.request(OBJECT)',
        permalink: '/api/request/request.html',
        source: '@site/docs/api/request/request.md',
        frontMatter: {title: 'uni.request(OBJECT)', description: 'uni.request,网络请求', layout: 'main', hide_title: false},
        lastUpdatedAt: 1762128000000,
      },
      html,
    );
    expect(record).toEqual({
      title: 'uni.request(OBJECT)',
      frontmatter: {description: 'uni.request,网络请求', layout: 'main'},
      regularPath: '/api/request/request.html',
      relativePath: 'api/request/request.md',
      key: expect.stringMatching(/^v-[0-9a-f]{8}$/),
      path: '/api/request/request.html',
      headers: pageHeaders(html),
      lastUpdated: '2025-11-03T00:00:00.000Z',
      lastUpdatedTimestamp: 1762128000000,
    });
    expect(pageRecord({title: 'x', permalink: '/api/request/request.html', source: '@site/docs/api/request/request.md', frontMatter: {}}, '').key).toBe(record.key);
  });

  it('names sources relative to their docs folder, in any locale', () => {
    expect(relativeSource('@site/i18n/en/docusaurus-plugin-content-docs/current/api/README.md')).toBe('api/README.md');
  });
});

describe('markdown outputs', () => {
  it.each([
    ['/api/request/request.html', '/', 'api/request/request.md'],
    ['/api/', '/', 'api/index.md'],
    ['/', '/', 'index.md'],
    ['/en/api/', '/en/', 'api/index.md'],
  ])('serves the markdown of %s (base %s) at %s', (route, baseUrl, file) => {
    expect(markdownFile(route, baseUrl)).toBe(file);
  });

  it('publishes a page as its title and body, without front matter', () => {
    expect(pageMarkdown('路由', '---\ntitle: 路由\n---\n\n## 跳转\n')).toBe('# 路由\n\n## 跳转\n');
  });

  it('groups llms.txt by section, each page a link with its description', () => {
    const text = llmsText(
      {title: 'uni-app', summary: '跨平台框架的文档'},
      [
        {title: '快速上手', url: 'https://x/quickstart.html', section: ''},
        {title: '发起请求', url: 'https://x/api/request/request.html', description: 'uni.request', section: 'api'},
      ],
      [{id: '', title: '概览'}, {id: 'tutorial', title: '教程'}, {id: 'api', title: 'API'}],
    );
    expect(text).toBe('# uni-app\n\n> 跨平台框架的文档\n\n## 概览\n\n- [快速上手](https://x/quickstart.html)\n\n## API\n\n- [发起请求](https://x/api/request/request.html): uni.request\n');
    expect(llmsFullText([{url: 'https://x/a.html', markdown: '# A\n'}, {url: 'https://x/b.html', markdown: '# B\n'}])).toBe('# A\n\nSource: https://x/a.html\n\n---\n\n# B\n\nSource: https://x/b.html\n');
  });
});

import path from 'node:path';
import {buildSidebars} from '../buildSidebars';
import {readDocs} from '../readDocs';

const exclude = ['**/_*.{md,mdx}', '**/_*/**', '404.md'];

function build(fixture: string, sections: string[] = []) {
  const siteDir = path.join(__dirname, '__fixtures__', fixture);
  const {sources, index} = readDocs({siteDir, docsDir: path.join(siteDir, 'docs'), sections, exclude});
  return buildSidebars(sources, index);
}

describe('buildSidebars', () => {
  it('turns a nested list into docs, groups, anchor links and external links', () => {
    expect(build('nested')).toEqual({
      sidebars: {
        root: [
          {type: 'doc', id: 'quickstart', label: '快速上手'},
          {
            type: 'category',
            label: '教程',
            collapsible: true,
            collapsed: true,
            items: [
              {type: 'doc', id: 'tutorial/page', label: '页面'},
              {
                type: 'category',
                label: '进阶',
                collapsible: false,
                collapsed: false,
                items: [{type: 'link', label: '生命周期', href: '/tutorial/page.html#lifecycle'}],
              },
            ],
          },
          {
            type: 'category',
            label: 'uni-push',
            collapsible: true,
            collapsed: true,
            link: {type: 'doc', id: 'uni-push/README'},
            items: [{type: 'doc', id: 'uni-push/open', label: '开通'}],
          },
          {type: 'link', label: '社区', href: 'https://ask.dcloud.net.cn/'},
        ],
      },
      orphans: ['unlisted.md'],
    });
  });

  it('gives each section its own sidebar, links relative to its _sidebar.md, sections first', () => {
    const {sidebars, orphans} = build('sections', ['api', 'component']);
    expect(Object.keys(sidebars)).toEqual(['api', 'root']);
    expect(sidebars.api).toEqual([
      {type: 'doc', id: 'api/README', label: '概述'},
      {
        type: 'category',
        label: '基础',
        collapsible: true,
        collapsed: true,
        items: [
          {type: 'doc', id: 'api/log', label: '日志'},
          {type: 'doc', id: 'README', label: '首页'},
        ],
      },
    ]);
    expect(orphans).toEqual([]);
  });

  it.each([
    ['bad-link', `"docs/_sidebar.md:3: the link "tutorial/missing.md" points to no page. Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)"."`],
    ['bad-anchor', `"docs/_sidebar.md:1: the link "quickstart.md#no-such-heading" points to an anchor that quickstart.md does not have. Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)"."`],
    ['bad-line', `"docs/_sidebar.md:3: cannot read "快速上手说明". Each line is a list item: "* [标题](page.md)" for a page, "* 分组标题" for a group, indented two spaces per level."`],
    ['bad-encoding', `"docs/_sidebar.md:2: the link "quickstart.md#100%完成" cannot be read: a "%" does not start a valid %XX escape: write the character itself, or %25 for "%". Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)"."`],
  ])('fails on %s with file, line and what to do', (fixture, message) => {
    expect(() => build(fixture)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it('accepts an anchor to a heading with tag-like text, as Docusaurus slugs it', () => {
    expect(build('generic-anchor').sidebars.root).toEqual([{type: 'link', label: '返回值', href: '/request.html#返回-arrayobject'}]);
  });

  it('requires a _sidebar.md in every section folder', () => {
    expect(() => build('missing-sidebar', ['api'])).toThrowErrorMatchingInlineSnapshot(
      `"docs/api/_sidebar.md is missing: every section with pages has one. Create it with a list of the section's pages, e.g. "* [概述](README.md)"."`,
    );
  });
});

describe('repeated labels', () => {
  it('keys items whose type and label repeat in a sidebar by the groups above them', () => {
    const {sidebars} = build('repeated-labels');
    const [first, second] = sidebars.root as {label: string; key?: string; items: {label: string; key?: string}[]}[];
    expect(first!.items[0]).toMatchObject({label: '打包', key: '发行 / 打包'});
    expect(second!.items[0]).toMatchObject({label: '打包', key: '配置 / 打包'});
    expect(first!.key).toBeUndefined();
  });
});

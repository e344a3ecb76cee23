import {parseSidebarMarkdown} from '../parseSidebarMarkdown';

const file = 'docs/api/_sidebar.md';

describe('parseSidebarMarkdown', () => {
  it('reads links, groups and nesting by indentation', () => {
    const text = ['* [概述](README.md)', '* 网络', '  * [发起请求](request/request.md)', '    * [RequestTask](request/request.md#requesttask)', '- [外部](https://dcloud.net.cn/)'].join('\n');
    expect(parseSidebarMarkdown(text, file)).toEqual([
      {level: 1, title: '概述', path: 'README.md', collapsable: true, line: 1},
      {
        level: 1,
        title: '网络',
        collapsable: true,
        line: 2,
        children: [
          {
            level: 2,
            title: '发起请求',
            path: 'request/request.md',
            collapsable: true,
            line: 3,
            children: [{level: 3, title: 'RequestTask', path: 'request/request.md#requesttask', collapsable: true, line: 4}],
          },
        ],
      },
      {level: 1, title: '外部', path: 'https://dcloud.net.cn/', collapsable: true, line: 5},
    ]);
  });

  it('takes any deeper indentation as one level down and skips blank and comment lines', () => {
    const text = '<!-- API 侧边栏 -->\n\n* 基础\n    * [日志](log.md)\n* [定时器](timer.md)\n';
    const [group, timer] = parseSidebarMarkdown(text, file);
    expect(group!.children!.map((node) => [node.level, node.title])).toEqual([[2, '日志']]);
    expect(timer).toMatchObject({level: 1, title: '定时器', line: 5});
  });

  it('keeps a group marked <!-- expanded --> always open', () => {
    const [group] = parseSidebarMarkdown('* 基础 <!-- expanded -->\n  * [日志](log.md)', file);
    expect(group).toMatchObject({title: '基础', collapsable: false});
  });

  it.each([
    ['a line that is not a list item', '* [日志](log.md)\n日志说明', `"docs/api/_sidebar.md:2: cannot read "日志说明". Each line is a list item: "* [标题](page.md)" for a page, "* 分组标题" for a group, indented two spaces per level."`],
    ['a broken link', '* [日志] (log.md)', `"docs/api/_sidebar.md:1: "[日志] (log.md)" is not a link: write it as [标题](page.md), with no space between ] and (."`],
    ['a group with no entries', '* [日志](log.md)\n* 网络', `"docs/api/_sidebar.md:2: group "网络" has no entries: indent pages under it, or make it a link "* [网络](page.md)"."`],
    ['an unknown marker', '* 基础 <!-- folded -->\n  * [日志](log.md)', `"docs/api/_sidebar.md:1: unknown marker "<!-- folded -->". Known markers: <!-- expanded -->."`],
    ['tab indentation', '* 基础\n\t* [日志](log.md)', `"docs/api/_sidebar.md:2: indent with spaces, not tabs (two spaces per level)."`],
    ['entries under an external link', '* [社区](https://ask.dcloud.net.cn/)\n  * [日志](log.md)', `"docs/api/_sidebar.md:1: "社区" links to another site and cannot hold entries: make it a plain group "* 社区"."`],
  ])('rejects %s, naming file and line', (_case, text, message) => {
    expect(() => parseSidebarMarkdown(text, file)).toThrowErrorMatchingInlineSnapshot(message);
  });
});

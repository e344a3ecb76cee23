/**
 * The site's areas, by first folder of a page's address (`''`: pages at the root), in reading order;
 * `home`: the area has an index page at `/<id>/` (search offers them when a query finds nothing).
 */
export const SECTIONS = [
  {id: '', home: true, title: '概览与服务'},
  {id: 'tutorial', home: true, title: '教程'},
  {id: 'component', home: true, title: '组件'},
  {id: 'api', home: true, title: 'API'},
  {id: 'collocation', title: '全局文件'},
  {id: 'plugin', home: true, title: '插件'},
  {id: 'uni-ad', home: true, title: 'uni-ad 广告'},
  {id: 'uni-push', title: 'uni-push 推送'},
  {id: 'uni-publish', title: '一键发布'},
  {id: 'app', title: 'App 专题'},
  {id: 'dev', home: true, title: '开发者中心'},
  {id: 'worktile', home: true, title: '工程化'},
  {id: 'harmony', title: '鸿蒙'},
] as const;

/** The area of a page, from its address without the base URL (`/api/request/request.html` → `api`). */
export function sectionOf(path: string): string {
  const folder = /^\/([^/]+)\//.exec(path)?.[1] ?? '';
  return SECTIONS.some(({id}) => id === folder) ? folder : '';
}

/** The site's areas, by first folder of a page's address (`''`: pages at the root), in reading order. */
export const SECTIONS = [
  {id: '', title: '概览与服务'},
  {id: 'tutorial', title: '教程'},
  {id: 'component', title: '组件'},
  {id: 'api', title: 'API'},
  {id: 'collocation', title: '全局文件'},
  {id: 'plugin', title: '插件'},
  {id: 'uni-ad', title: 'uni-ad 广告'},
  {id: 'uni-push', title: 'uni-push 推送'},
  {id: 'uni-publish', title: '一键发布'},
  {id: 'app', title: 'App 专题'},
  {id: 'dev', title: '开发者中心'},
  {id: 'worktile', title: '工程化'},
  {id: 'harmony', title: '鸿蒙'},
] as const;

/** The area of a page, from its address without the base URL (`/api/request/request.html` → `api`). */
export function sectionOf(path: string): string {
  const folder = /^\/([^/]+)\//.exec(path)?.[1] ?? '';
  return SECTIONS.some(({id}) => id === folder) ? folder : '';
}

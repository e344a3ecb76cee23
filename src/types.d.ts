// The not-found page's content: an MDX partial whose H1 is the page title.
declare module '@site/docs/404.md' {
  import type {ComponentType} from 'react';

  const NotFoundContent: ComponentType<unknown>;
  export const contentTitle: string | undefined;
  export default NotFoundContent;
}

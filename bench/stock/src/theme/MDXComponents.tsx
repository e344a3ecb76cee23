import React, {type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

// The site's two widget tags, which stock Docusaurus does not define: stand-ins so their pages
// build at all. A compatibility table renders nothing, a banner its slides.
export default {
  ...MDXComponents,
  Compat: (): ReactNode => null,
  Banner: ({children}: {children?: ReactNode}): ReactNode => <div>{children}</div>,
};

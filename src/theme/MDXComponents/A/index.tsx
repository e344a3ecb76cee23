import React, {type ReactNode} from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Translate from '@docusaurus/Translate';
import A from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';
import IconExternalLink from '@theme/Icon/ExternalLink';

// Links leaving the site open a new tab (Docusaurus's Link does that); say so to screen readers too.
export default function MDXAWrapper(props: Props): ReactNode {
  if (!props.href || isInternalUrl(props.href)) return <A {...props} />;
  return (
    <A {...props}>
      {props.children}
      <IconExternalLink />
      <span className="site-visually-hidden">
        <Translate id="theme.link.opensNewWindow" description="Screen-reader text after a link that opens a new tab">
          (opens new window)
        </Translate>
      </span>
    </A>
  );
}

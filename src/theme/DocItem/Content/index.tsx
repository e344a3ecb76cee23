import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageActions from '@site/src/components/PageActions';
import {SECTIONS, sectionOf} from '@site/src/sections';

// The page's markdown actions sit in its header, above the title; the stock content stays untouched.
// The content is what search indexes (data-pagefind-body), with the page's area as its section.
export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const baseUrl = useBaseUrl('/');
  const section = SECTIONS.find(({id}) => id === sectionOf(metadata.permalink.slice(baseUrl.length - 1)))!.title;
  return (
    <>
      <PageActions />
      <div data-pagefind-body="" data-pagefind-meta={`section:${section}`}>
        <Content {...props} />
      </div>
    </>
  );
}

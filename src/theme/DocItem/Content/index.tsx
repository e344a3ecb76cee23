import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageActions from '@site/src/components/PageActions';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import {SECTIONS, sectionOf} from '@site/src/sections';

// Above the content: the page's markdown actions, and on a locale's page that still shows the
// default locale's text, a notice linking that page. The content is what search indexes
// (data-pagefind-body), with the page's area as its section.
export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {i18n} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const path = metadata.permalink.slice(baseUrl.length - 1);
  const section = SECTIONS.find(({id}) => id === sectionOf(path))!.title;
  // Docs without a translation are built from the default locale's folder.
  const untranslated = i18n.currentLocale !== i18n.defaultLocale && metadata.source.startsWith('@site/docs/');
  return (
    <>
      <PageActions />
      {untranslated && <UntranslatedNotice path={path} />}
      <div data-pagefind-body="" data-pagefind-meta={`section:${section}`} lang={untranslated ? i18n.localeConfigs[i18n.defaultLocale]!.htmlLang : undefined}>
        <Content {...props} />
      </div>
    </>
  );
}

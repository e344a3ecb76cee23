import React, {type ComponentType, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageActions from '@site/src/components/PageActions';
import StaticArticle from '@site/src/components/StaticArticle';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {SOURCE_CHANGED} from '@site/plugins/translations/src/keys';
import {ARTICLE_ATTRIBUTE, DATA_ATTRIBUTE, DATA_TYPE, DOC_ITEM_CONTENT_EXPORT, serializeDocData} from '@site/plugins/lean-client/src/docData';
import {SECTIONS, sectionOf} from '@site/src/sections';
import {SECTION_ATTRIBUTE} from '@site/plugins/local-search/src/markers';

/**
 * What a page's content module brings (Docusaurus copies a content module's exports onto its
 * component, as it does `metadata`): the article's HTML when it came as the server's HTML
 * (plugins/lean-client: in the browser, for pages without widgets a reader works), or else, with
 * the compiled markdown, the stock renderer of compiled markdown (`remarkDocItemContent`).
 */
function contentModule(children: ReactNode): {html?: string; [DOC_ITEM_CONTENT_EXPORT]?: ComponentType<Props>} {
  return isValidElement(children) ? (children.type as object) : {};
}

function missingRenderer(source: string): never {
  throw new Error(`${source} was compiled without its renderer: plugins/lean-client/src/remarkDocItemContent.ts must be among the docs' remark plugins.`);
}

// Above the content: the page's markdown actions, and on a locale's page that still shows the
// default locale's text, or translates an older version of it, a notice linking that page. The content is what search indexes
// (data-search-body), with the page's area as its section. Beside it, the page's data, which a
// first visit reads instead of fetching the page's content (plugins/lean-client/src/docData.ts).
export default function DocItemContentWrapper(props: Props): ReactNode {
  const doc = useDoc();
  const {metadata} = doc;
  const {i18n} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const path = metadata.permalink.slice(baseUrl.length - 1);
  const section = SECTIONS.find(({id}) => id === sectionOf(path))!.title;
  // Docs without a translation are built from the default locale's folder.
  const untranslated = i18n.currentLocale !== i18n.defaultLocale && metadata.source.startsWith('@site/docs/');
  const body = {
    [ARTICLE_ATTRIBUTE]: '',
    [SECTION_ATTRIBUTE]: section,
    lang: untranslated ? i18n.localeConfigs[i18n.defaultLocale]!.htmlLang : undefined,
  };
  const {html, [DOC_ITEM_CONTENT_EXPORT]: Content} = contentModule(props.children);
  return (
    <>
      <PageActions />
      {untranslated ? <TranslationNotice path={path} state="untranslated" /> : doc.frontMatter[SOURCE_CHANGED as keyof typeof doc.frontMatter] === true && <TranslationNotice path={path} state="changed" />}
      {html !== undefined ? (
        <StaticArticle {...body} html={html} />
      ) : Content ? (
        <div {...body}>
          <Content {...props} />
        </div>
      ) : (
        missingRenderer(metadata.source)
      )}
      <script type={DATA_TYPE} {...{[DATA_ATTRIBUTE]: metadata.permalink}} dangerouslySetInnerHTML={{__html: serializeDocData(doc)}} />
    </>
  );
}

import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import MDXContent from '@theme/MDXContent';
import MDXComponents from '@theme/MDXComponents';
import type {Props} from '@theme/NotFound/Content';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import * as zhHans from '@site/docs/404.md';
import * as en from '@site/i18n/en/docusaurus-plugin-content-docs/current/404.md';
import NotFoundSuggestions from '@site/plugins/local-search/src/NotFoundSuggestions';

/** Each locale's not-found text: the writers' 404.md of that locale's docs folder. */
const PAGES: Record<string, typeof zhHans> = {'zh-Hans': zhHans, en};

// The not-found layout's content is the writers' 404.md of the current locale (its H1 is the page title). With docs
// at the site root, the docs plugin renders this for every unknown path, inside navbar and footer,
// and the build writes it as /404.html for static hosts to answer unknown paths with. Search
// suggests pages for the words of the unknown address right after the text's lead, before its
// first section, so that a reader on a phone sees them without scrolling (after the text, if it
// has no section).
export default function NotFoundContent({className}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {default: NotFoundPage, contentTitle, toc} = PAGES[i18n.currentLocale] ?? zhHans;
  const firstSection = toc.find((heading) => heading.level === 2)?.id;
  const components = useMemo(
    () => ({
      h2: (props: ComponentProps<'h2'>) => (
        <>
          {props.id === firstSection && <NotFoundSuggestions />}
          <MDXComponents.h2 {...props} />
        </>
      ),
    }),
    [firstSection],
  );
  return (
    <>
      <PageMetadata title={contentTitle} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2 markdown">
            <MDXContent>
              <NotFoundPage components={components} />
            </MDXContent>
            {firstSection === undefined && <NotFoundSuggestions />}
          </div>
        </div>
      </main>
    </>
  );
}

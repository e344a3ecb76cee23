import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-init/DocItem/Metadata';
import type {ReleaseNotesData} from '../../../archivedAnchor';

/** A doc page's head, and on a release page links to its channel's feeds, where feed readers look for them. */
export default function DocItemMetadataWithFeeds(): ReactNode {
  const {feeds} = usePluginData('site-release-notes') as ReleaseNotesData;
  const {withBaseUrl} = useBaseUrlUtils();
  const feed = feeds[useDoc().metadata.permalink];
  return (
    <>
      <DocItemMetadata />
      {feed && (
        <Head>
          <link rel="alternate" type="application/atom+xml" href={withBaseUrl(`/feeds/${feed[0]}.atom.xml`)} title={`${feed[1]} (Atom)`} />
          <link rel="alternate" type="application/rss+xml" href={withBaseUrl(`/feeds/${feed[0]}.rss.xml`)} title={`${feed[1]} (RSS)`} />
        </Head>
      )}
    </>
  );
}

import React, {useEffect, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps as Props} from 'react-loadable';
import {chunkRecovery, isChunkLoadError} from '@site/plugins/site-client/src/chunkRecovery';
import {loadFully, retryFullLoad, triedFullLoad} from '@site/plugins/site-client/src/client/lostChunks';

// Replaces the core fallback: the progress bar covers slow loads, and lost page code is recovered
// (see chunkRecovery) instead of leaving a blank page or a raw error.
export default function Loading({error, retry}: Props): ReactNode {
  const lostChunk = !!error && isChunkLoadError(error);
  const action = lostChunk ? chunkRecovery(triedFullLoad()) : null;
  useEffect(() => {
    if (action === 'full-load') loadFully();
  }, [action]);
  if (!error || action === 'full-load') return null;
  return (
    <div className="site-chunk-failure" role="alert">
      <p>
        <Translate id="site.loading.failed" description="Shown when a page's code could not be downloaded">
          页面加载失败，可能是网络不稳定或站点刚刚更新。
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={lostChunk ? retryFullLoad : retry}>
        <Translate id="site.loading.retry">重试</Translate>
      </button>
    </div>
  );
}

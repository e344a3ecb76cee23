import React, {useEffect, type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import {chunkRecovery, isChunkLoadError} from '@site/plugins/site-client/src/chunkRecovery';
import {loadFully, lostChunkMessages, retryFullLoad, triedFullLoad} from '@site/plugins/site-client/src/client/lostChunks';

// Replaces the core fallback: the progress bar covers slow loads, and lost page code is recovered
// (see chunkRecovery) instead of leaving a blank page. Any other error is thrown on, so the
// theme's error boundary shows what really went wrong.
export default function Loading({error}: Props): ReactNode {
  const lostChunk = !!error && isChunkLoadError(error);
  const action = lostChunk ? chunkRecovery(triedFullLoad()) : null;
  useEffect(() => {
    if (action === 'full-load') loadFully();
  }, [action]);
  if (error && !lostChunk) throw error;
  if (!error || action === 'full-load') return null;
  const messages = lostChunkMessages();
  return (
    <div className="site-chunk-failure" role="alert">
      <p>{messages.text}</p>
      <button type="button" className="button button--primary" onClick={retryFullLoad}>
        {messages.retry}
      </button>
    </div>
  );
}

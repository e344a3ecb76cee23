import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/**
 * Docusaurus's page renderer (3.10.2, @docusaurus/core/lib/client/renderToHtml.js), swapped in for
 * the server bundle by ./index.ts, with one change: every Suspense boundary is written in place.
 * React streams a boundary that finished late (a lazy component the server had to load) or that
 * came past the first 12.8 KB as a hidden copy at the end of the page, moved into place by inline
 * scripts that reveal it on an animation frame. A static page gains nothing from that, and a
 * hydration that began before the reveal found the boundary still pending, rendered it again in
 * the browser and showed it twice (React error #419, seen on the unlisted-page banner).
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

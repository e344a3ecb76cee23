import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Docusaurus fetches the code of every internal link as soon as it scrolls into view. A reference
// page has over a hundred such links, and the sidebar as many again: on a first visit that is
// hundreds of requests competing with the page's own, and on a phone seconds of main-thread work
// (each prefetch matches the link against the whole route table). Here a page's code is fetched
// when the reader shows intent instead: Docusaurus's own preload on hover and touch, or the click.
// `window.docusaurus` is set (read-only inside) once main.js has run, so the swap waits for that.
if (ExecutionEnvironment.canUseDOM) {
  queueMicrotask(() => {
    window.docusaurus = {...window.docusaurus, prefetch: () => false};
  });
}

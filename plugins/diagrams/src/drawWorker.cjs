// Draws mermaid diagrams in Chromium, in a worker thread of the build: the build's own thread is
// busy compiling pages for long stretches, and Playwright's messages to the browser would wait for
// it. Messages in: {id, source, svgId, modes} to draw, {close: true} to finish. Out: {id, drawing} or {id, error},
// and {unavailable: reason} once, if the browser cannot draw Chinese labels.
const {parentPort, workerData} = require('node:worker_threads');
const {chromium} = require('playwright-core');

const {chromiumPath, mermaidScript, themes, pages: pageCount} = workerData;

async function openPage(browser) {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: mermaidScript});
  return page;
}

// Without a font with Chinese glyphs, Chromium measures Chinese labels as narrow boxes.
function hasChineseFont(page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.font = '16px sans-serif';
    probe.textContent = '中文字体';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width >= 60;
  });
}

async function drawOn(page, {source, svgId, modes}) {
  // One id for both modes, so that their drawings can become one (colorModes.ts).
  const jobs = modes.map((mode) => ({mode, theme: themes[mode], id: svgId}));
  const svgs = await page
    .evaluate(
      async ({source, jobs}) => {
        const out = [];
        for (const {theme, id} of jobs) {
          window.mermaid.initialize({startOnLoad: false, theme});
          try {
            out.push((await window.mermaid.render(id, source)).svg);
          } finally {
            // On an error mermaid leaves its error drawing in the page.
            document.getElementById(`d${id}`)?.remove();
          }
        }
        return out;
      },
      {source, jobs},
    )
    .catch((error) => {
      throw new Error(error.message.replace(/^page\.evaluate: (Error: )?/, ''));
    });
  return Object.fromEntries(jobs.map(({mode}, index) => [mode, svgs[index]]));
}

let browser;
const ready = (async () => {
  browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  const pages = await Promise.all(Array.from({length: pageCount}, () => openPage(browser)));
  if (!(await hasChineseFont(pages[0]))) {
    parentPort.postMessage({unavailable: 'Chromium has no Chinese font'});
    return null;
  }
  return pages;
})();

// Each page draws one diagram at a time (mermaid is a singleton); requests go round robin.
const queues = [];
let next = 0;

let closing = false;

async function finish() {
  closing = true;
  await ready.catch(() => undefined);
  await browser?.close().catch(() => undefined);
  process.exit(0);
}

// With nothing to draw for a moment, the browser closes and the worker ends; the build starts
// another if a page needs a drawing after all (drawDiagrams.ts). Its ~450 MB would otherwise stay
// while the bundler reaches its own peak, and the build's thread, busy compiling, hears of the last
// drawing late.
const IDLE_MS = 1_500;
let drawing = 0;
let idleTimer;

parentPort.on('message', async (message) => {
  if (message.close) await finish();
  // A request that comes while the browser closes goes to the next worker (drawDiagrams.ts resends
  // what an ended worker left unanswered).
  if (closing) return;
  clearTimeout(idleTimer);
  drawing += 1;
  const pages = await ready.catch((error) => {
    parentPort.postMessage({unavailable: error.message.split('\n')[0]});
    return null;
  });
  if (!pages) {
    drawing -= 1;
    return;
  }
  const index = next++ % pages.length;
  const drawn = (queues[index] ?? Promise.resolve()).catch(() => undefined).then(() => drawOn(pages[index], message));
  queues[index] = drawn;
  drawn
    .then(
      (result) => parentPort.postMessage({id: message.id, drawing: result}),
      (error) => parentPort.postMessage({id: message.id, error: error.message}),
    )
    .finally(() => {
      drawing -= 1;
      if (drawing === 0) idleTimer = setTimeout(finish, IDLE_MS);
    });
});

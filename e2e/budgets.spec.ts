import {test, expect} from '@playwright/test';
import {addressOf, firstVisitJs, SAMPLE_PAGES} from '../bench/firstVisit.mjs';
import {SETTLE_MS} from './busyMachine';

/**
 * The README's target for a first visit's JavaScript (cold cache, prefetches excluded, gzip) on
 * each of the bench's sample pages. Most of the hooks beneath Docusaurus's API (plugins/lean-client,
 * lean-docs, the aliases) exist to keep it there, and one that stops matching after an upgrade
 * breaks no page: it shows here, as bytes.
 */
const BUDGET_KB = 140;
const KB = 1024;

// The test build's entry files (main.js, runtime~main.js) also route the fixture pages under
// /__fixtures__/, which the production build that `npm run bench` measures leaves out: they weigh a
// little more (0.6 KB gzip as this was written), so this budget is that much stricter than the bench's.
test(`first-visit JavaScript of the bench's sample pages is at most ${BUDGET_KB} KB gzip`, async ({browser, baseURL}) => {
  // Six visits, one at a time, each of which may take long to hydrate and settle on a busy machine.
  test.setTimeout(SAMPLE_PAGES.length * 2 * SETTLE_MS);
  const pages = [];
  for (const {name, file} of SAMPLE_PAGES) {
    const address = addressOf(file);
    pages.push({name, address, ...(await firstVisitJs(browser, new URL(address, baseURL).href, {timeoutMs: SETTLE_MS}))});
  }
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const report = pages
    .map(({name, address, gzipBytes, scripts}) => `${name} (${address}): ${kb(gzipBytes)} KB in ${scripts.length} files: ${scripts.map(({path, gzipBytes: bytes}) => `${path.split('/').pop()} ${kb(bytes)}`).join(', ')}`)
    .join('\n');
  test.info().annotations.push({type: 'first-visit JS, KB gzip', description: report});
  const over = pages.filter(({gzipBytes}) => gzipBytes > BUDGET_KB * KB).map(({name}) => name);
  expect(over, `pages over ${BUDGET_KB} KB of first-visit JavaScript (gzip; KB of 1,024 bytes):\n${report}\n`).toEqual([]);
});

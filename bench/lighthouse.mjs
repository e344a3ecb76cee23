// Lighthouse (mobile, the default config: simulated slow 4G and a 4× slower CPU) on a page: the
// median of a few runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

async function lighthouseRun(url, chromePath) {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu']});
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']});
    if (lhr.runtimeError) return {error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`};
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: Math.round(audit('total-blocking-time')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      failing: Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The run with the median total blocking time of `runs` runs (BENCH_LIGHTHOUSE_RUNS, 3), with every
 * run's performance score and TBT: one run's TBT varies by ±30 % and more on this machine, and a
 * single run decided whether a page met its target.
 */
export async function lighthouseScores(url, chromePath, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url, chromePath));
  const done = results.filter((result) => !result.error).sort((a, b) => a.tbtMs - b.tbtMs);
  if (done.length === 0) return results[0];
  return {...done[Math.floor((done.length - 1) / 2)], runs: results.map((result) => (result.error ? {error: result.error} : {performance: result.performance, tbtMs: result.tbtMs}))};
}

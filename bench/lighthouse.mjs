// One Lighthouse run (mobile, the default config: simulated slow 4G and a 4× slower CPU) on a page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseScores(url, chromePath) {
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

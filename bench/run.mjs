// `npm run bench`: this site against stock Docusaurus 3 on the same docs (bench/stock), each built
// clean and served like a plain static host (scripts/serve.mjs: files as they are, gzip), measured
// side by side. Prints one table and writes bench/results.json (`-- --builds-only`: the builds alone). Not part of `npm test`: timings
// need a quiet machine. Lighthouse: the median of three mobile runs per page (its default throttling).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {median, spaNavigation} from './browserMetrics.mjs';
import {addressOf, firstVisitJs, SAMPLE_PAGES} from './firstVisit.mjs';
import {lighthouseScores} from './lighthouse.mjs';
import {measureCommand} from './measureCommand.mjs';
import {stockDocs} from './stockDocs.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stockDir = path.join(siteDir, 'bench', 'stock');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function serve(root, port) {
  const server = spawn(process.execPath, [path.join(siteDir, 'scripts', 'serve.mjs')], {env: {...process.env, PORT: String(port), SERVE_ROOT: root}, stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

async function measureSite(browser, site, baseUrl, samples) {
  const pages = {};
  for (const sample of samples) {
    if (sample.excludedFromStock && site === 'stock') {
      pages[sample.name] = null;
      continue;
    }
    const url = `${baseUrl}${addressOf(sample.file, site)}`;
    console.log(`[bench] ${site}: ${url}`);
    pages[sample.name] = {url, firstVisitJs: await firstVisitJs(browser, url), lighthouse: await lighthouseScores(url, chromiumPath)};
  }
  // Client-side navigation from each sample page to the next (never loaded in that visit), three rounds.
  const reachable = samples.filter((sample) => pages[sample.name]);
  const times = [];
  for (let round = 0; round < 3; round += 1) {
    for (const [index, from] of reachable.entries()) {
      const to = reachable[(index + 1) % reachable.length];
      times.push(await spaNavigation(browser, `${baseUrl}${addressOf(from.file, site)}`, addressOf(to.file, site)));
    }
  }
  return {pages, spaNavigationMs: {median: median(times), samples: times.map(Math.round)}};
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');

function printTable(results) {
  const {ours, stock} = results;
  const rows = [
    ['Build', 'ours', 'stock', 'ratio'],
    [`build time (s), fastest of ${ours.build.runsSeconds.length}`, `${ours.build.seconds.toFixed(0)} (${ours.build.runsSeconds.join(', ')})`, `${stock.build.seconds.toFixed(0)} (${stock.build.runsSeconds.join(', ')})`, ratio(ours.build.seconds, stock.build.seconds)],
    ['build peak RSS (MB)', ours.build.peakRssMb.toFixed(0), stock.build.peakRssMb.toFixed(0), ratio(ours.build.peakRssMb, stock.build.peakRssMb)],
    ['HTML files / docs pages built', String(ours.build.pages), String(stock.build.pages), ''],
    ['SPA navigation median (ms)', ours.spaNavigationMs.median.toFixed(0), stock.spaNavigationMs.median.toFixed(0), ratio(ours.spaNavigationMs.median, stock.spaNavigationMs.median)],
  ];
  for (const {name} of SAMPLE_PAGES) {
    const a = ours.pages[name];
    const b = stock.pages[name];
    // The median run's scores; after TBT, every run's TBT.
    const tbts = (runs = []) => runs.map((run) => run.tbtMs ?? '×').join(',');
    const lh = (page) => (page?.lighthouse.error ? `failed (${page.lighthouse.error.split(':')[0]})` : page ? `${page.lighthouse.performance}/${page.lighthouse.accessibility}/${page.lighthouse.bestPractices}/${page.lighthouse.seo} LCP ${page.lighthouse.lcpMs} TBT ${page.lighthouse.tbtMs} (${tbts(page.lighthouse.runs)}) CLS ${page.lighthouse.cls}` : 'excluded');
    rows.push([`${name}: first-visit JS (KB gzip, files)`, `${kb(a.firstVisitJs.gzipBytes)} (${a.firstVisitJs.files})`, b ? `${kb(b.firstVisitJs.gzipBytes)} (${b.firstVisitJs.files})` : 'excluded', ratio(a.firstVisitJs.gzipBytes, b?.firstVisitJs.gzipBytes)]);
    rows.push([`${name}: Lighthouse perf/a11y/bp/seo`, lh(a), lh(b), '']);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log([line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'));
}

// Builds: ours and stock, both locales, each from a clean cache.
console.log('[bench] checking which pages stock MDX can build');
const stockContent = await stockDocs(path.join(siteDir, 'docs'), undefined, [path.join(siteDir, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current')]);
fs.writeFileSync(path.join(stockDir, 'excluded.json'), `${JSON.stringify(stockContent.excluded.map(({file}) => file), null, 2)}\n`);
const samples = SAMPLE_PAGES.map((sample) => ({...sample, excludedFromStock: stockContent.excluded.some(({file}) => file === sample.file)}));

// Each build runs BENCH_BUILD_RUNS times (2), the two alternating, each from a clean cache: this
// machine's speed drifts by 10 % and more from one minute to the next, and the drift only ever
// adds time. Each build is timed by its fastest run, its memory by its largest peak; every run's
// time is in the results. The pages measured are those of the last runs.
const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? 2);
const runs = {ours: [], stock: []};
for (let run = 1; run <= buildRuns; run++) {
  await measureCommand('npx', ['docusaurus', 'clear'], {cwd: siteDir});
  console.log(`[bench] building this site (both locales), run ${run} of ${buildRuns}`);
  runs.ours.push(await measureCommand('node', ['scripts/build.mjs'], {cwd: siteDir}));
  await measureCommand('npx', ['docusaurus', 'clear', 'bench/stock'], {cwd: siteDir});
  console.log(`[bench] building stock Docusaurus (webpack, both locales), run ${run} of ${buildRuns}`);
  runs.stock.push(await measureCommand('npx', ['docusaurus', 'build', 'bench/stock'], {cwd: siteDir, env: {...process.env, DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true'}}));
  for (const [name, build] of Object.entries(runs)) if (build.at(-1).code !== 0) throw new Error(`${name} build failed (exit ${build.at(-1).code})`);
}
const summary = (builds) => ({
  seconds: Math.min(...builds.map((build) => build.seconds)),
  peakRssMb: Math.max(...builds.map((build) => build.peakRssMb)),
  runsSeconds: builds.map((build) => Math.round(build.seconds * 10) / 10),
});
const [oursBuild, stockBuild] = [summary(runs.ours), summary(runs.stock)];
// `npm run bench -- --builds-only`: the build figures alone, without serving and measuring pages.
if (process.argv.includes('--builds-only')) {
  console.log(JSON.stringify({ours: oursBuild, stock: stockBuild, ratio: ratio(oursBuild.seconds, stockBuild.seconds)}, null, 2));
  process.exit(0);
}

const servers = [await serve(path.join(siteDir, 'build'), 4601), await serve(path.join(stockDir, 'build'), 4602)];
const browser = await chromium.launch({executablePath: chromiumPath});
try {
  const results = {
    date: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
    stockExcluded: stockContent.excluded,
    ours: {build: {...oursBuild, pages: fs.readdirSync(path.join(siteDir, 'build'), {recursive: true}).filter((file) => String(file).endsWith('.html')).length}, ...(await measureSite(browser, 'ours', 'http://127.0.0.1:4601', samples))},
    stock: {build: {...stockBuild, pages: 2 * (stockContent.pages - stockContent.excluded.length) /* both locales */}, ...(await measureSite(browser, 'stock', 'http://127.0.0.1:4602', samples))},
  };
  fs.writeFileSync(path.join(siteDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

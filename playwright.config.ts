import {defineConfig} from '@playwright/test';
import {SETTLE_MS, TEST_MS} from './e2e/busyMachine';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The build without the optimization layer (DOCS_LEAN=0, `npm run build:stock`), served beside the site's. */
const stockPort = Number(process.env.E2E_STOCK_PORT ?? port + 1);
/**
 * `npm run test:dev` runs the writers' preview spec apart, after the others (`npm run test:e2e`), so
 * that its dev server's compiles do not slow theirs, and with a report of its own.
 */
const devRun = process.env.E2E_RUN === 'dev';
/** Chromium as Debian ships it: Playwright's own browser download cannot run here. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The machine has no internet: background services would only fail their requests.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The README's server: a plain static host over a production build. */
function staticHost(root: string, on: number) {
  return {
    command: 'node scripts/serve.mjs',
    env: {PORT: String(on), SERVE_ROOT: root},
    url: `http://127.0.0.1:${on}/`,
    reuseExistingServer: !process.env.CI,
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir at start, and jest's report sits in test-results/.
  outputDir: devRun ? 'test-results/playwright-dev' : 'test-results/playwright',
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  timeout: TEST_MS,
  expect: {timeout: SETTLE_MS},
  reporter: [['list'], ['json', {outputFile: devRun ? 'test-results/playwright-dev.json' : 'test-results/playwright.json'}]],
  use: {browserName: 'chromium', launchOptions},
  projects: [
    // The production build, as readers get it.
    {name: 'site', testIgnore: 'dev/**', use: {baseURL: `http://127.0.0.1:${port}`}},
    // The same build without the optimization layer: the bisect path of an upgrade must show the
    // same site. What only the layer promises (which code a page fetches) is tagged @lean.
    {name: 'without-lean-layer', testMatch: /(readerBehaviours|markdown)\.spec\.ts$/, grepInvert: /@lean/, use: {baseURL: `http://127.0.0.1:${stockPort}`}},
    // The writers' preview: the spec starts `npm start` on a small site of its own.
    ...(devRun ? [{name: 'dev-server', testMatch: 'dev/**/*.spec.ts'}] : []),
  ].filter((project) => devRun === (project.name === 'dev-server')),
  webServer: devRun ? [] : [staticHost('build', port), staticHost('build-stock', stockPort)],
});

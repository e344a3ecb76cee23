import {defineConfig} from '@playwright/test';
import {SETTLE_MS, TEST_MS} from './e2e/busyMachine';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir at start, and jest's report sits in test-results/.
  outputDir: 'test-results/playwright',
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  timeout: TEST_MS,
  expect: {timeout: SETTLE_MS},
  reporter: [['list'], ['json', {outputFile: 'test-results/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no internet: background services would only fail their requests.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The README's server: a plain static host over the production build.
    command: 'node scripts/serve.mjs',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});

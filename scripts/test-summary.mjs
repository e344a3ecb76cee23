// Prints one closing line over every test runner of `npm test`: "summary: N passed, N failed, N skipped".
// A runner that crashed, ran nothing or wrote no report counts as a failure: a green line must mean
// that every runner ran its tests.
import fs from 'node:fs';

const totals = {passed: 0, failed: 0, skipped: 0};

function read(name, file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.log(`${name}: no report at ${file} (the runner did not run or crashed): counted as 1 failed`);
    totals.failed += 1;
    return null;
  }
}

const jest = read('jest', 'test-results/jest.json');
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
  if (jest.numTotalTests === 0) {
    console.log('jest: ran no test: counted as 1 failed');
    totals.failed += 1;
  }
}
for (const [name, report] of [['playwright', 'test-results/playwright.json'], ['playwright (dev server)', 'test-results/playwright-dev.json']]) {
  const playwright = read(name, report);
  if (!playwright) continue;
  const {expected, flaky, unexpected, skipped} = playwright.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  // Errors outside any test: a bad config, a server that did not start, a spec that did not load.
  const errors = playwright.errors?.length ?? 0;
  if (errors > 0) console.log(`${name}: ${errors} error(s) outside tests: counted as failed`);
  totals.failed += errors;
  if (expected + flaky + unexpected + skipped === 0 && errors === 0) {
    console.log(`${name}: ran no test: counted as 1 failed`);
    totals.failed += 1;
  }
}
console.log(`summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

// Prints one closing line over every test runner of `npm test`: "summary: N passed, N failed, N skipped".
import fs from 'node:fs';

function read(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

const totals = {passed: 0, failed: 0, skipped: 0};
const jest = read('test-results/jest.json');
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
}
const playwright = read('test-results/playwright.json');
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
}
console.log(`summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);

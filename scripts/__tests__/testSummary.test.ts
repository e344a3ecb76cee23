import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', 'test-summary.mjs');
const jestReport = {numPassedTests: 5, numFailedTests: 0, numRuntimeErrorTestSuites: 0, numPendingTests: 0, numTodoTests: 0, numTotalTests: 5};
const playwrightReport = {stats: {expected: 3, flaky: 0, unexpected: 0, skipped: 1}, errors: []};
/** The writers' preview spec's run (npm run test:dev), which writes a report of its own. */
const devReport = {stats: {expected: 2, flaky: 0, unexpected: 0, skipped: 0}, errors: []};

/** Runs the summary in a folder holding the given reports; returns its last line and exit code. */
function summarize(reports: Record<string, unknown>): {line: string; status: number | null} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  fs.mkdirSync(path.join(dir, 'test-results'));
  for (const [name, report] of Object.entries(reports)) fs.writeFileSync(path.join(dir, 'test-results', name), JSON.stringify(report));
  const result = spawnSync(process.execPath, [script], {cwd: dir, encoding: 'utf8'});
  return {line: result.stdout.trim().split('\n').at(-1)!, status: result.status};
}

describe('test-summary', () => {
  it('adds up every runner', () => {
    expect(summarize({'jest.json': jestReport, 'playwright.json': playwrightReport, 'playwright-dev.json': devReport})).toEqual({line: 'summary: 10 passed, 0 failed, 1 skipped', status: 0});
  });

  it('counts a browser run that wrote no report (it crashed or never started) as failed', () => {
    expect(summarize({'jest.json': jestReport, 'playwright-dev.json': devReport})).toEqual({line: 'summary: 7 passed, 1 failed, 0 skipped', status: 1});
    expect(summarize({'jest.json': jestReport, 'playwright.json': playwrightReport})).toEqual({line: 'summary: 8 passed, 1 failed, 1 skipped', status: 1});
  });

  it('counts errors outside tests (a broken config) as failed', () => {
    const broken = {stats: {expected: 0, flaky: 0, unexpected: 0, skipped: 0}, errors: [{message: 'Error: Cannot find module'}]};
    expect(summarize({'jest.json': jestReport, 'playwright.json': broken, 'playwright-dev.json': devReport})).toEqual({line: 'summary: 7 passed, 1 failed, 0 skipped', status: 1});
  });

  it('counts a runner that ran no test as failed', () => {
    expect(summarize({'jest.json': {...jestReport, numPassedTests: 0, numTotalTests: 0}, 'playwright.json': playwrightReport, 'playwright-dev.json': devReport})).toEqual({line: 'summary: 5 passed, 1 failed, 1 skipped', status: 1});
  });
});

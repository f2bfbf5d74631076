import { join } from 'node:path';
import { closingLine, jestTotals } from './jest-totals';
import { runJest } from './run-jest';

describe("npm test's totals", () => {
  it('counts a suite whose afterAll fails as a failure, though its test passed', () => {
    const config = join(__dirname, 'fixtures/failing-after-all/jest.config.js');
    const { report, exitCode } = runJest(
      { name: 'fixture', args: ['--config', config], limitMs: 60_000 },
      { stdio: 'ignore' },
    );
    // What jest itself reports: the test passed, no test failed, one suite failed.
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 0, numFailedTestSuites: 1 });
    expect(exitCode).toBe(1);
    expect(closingLine(jestTotals(report, exitCode))).toBe('1 passed, 1 failed');
  });

  it('counts a suite that does not load, and a run that left no report', () => {
    const unloadable = {
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(jestTotals(unloadable, 1)).toEqual({ passed: 3, failed: 1, skipped: 0 });
    expect(jestTotals(undefined, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts failed tests once, and a failing exit with a clean report as one failure', () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }] },
      ],
    };
    expect(jestTotals(report, 1)).toEqual({ passed: 5, failed: 2, skipped: 1 });
    expect(closingLine({ passed: 5, failed: 2, skipped: 1 })).toBe('5 passed, 2 failed, 1 skipped');
    const clean = { ...report, numFailedTests: 0, numPendingTests: 0, testResults: [] };
    expect(jestTotals(clean, 1).failed).toBe(1);
    expect(jestTotals(clean, 0).failed).toBe(0);
  });
});

// @ts-check
// How `npm test` counts a jest run from its --json report. Kept apart from run-tests.js so the
// counting has a test of its own (jest-totals.spec.ts), run against a real jest run.
'use strict';

/** @typedef {{ passed: number; failed: number; skipped: number }} JestTotals */

/**
 * jest's --json report, as far as the totals read it.
 * @typedef {{
 *   numPassedTests: number;
 *   numFailedTests: number;
 *   numPendingTests: number;
 *   numTodoTests: number;
 *   testResults: { status: string; assertionResults: { status: string }[] }[];
 * }} JestReport
 */

/**
 * Passed, failed and skipped tests of one jest report. A suite can fail with no failed test:
 * it did not load, or its beforeAll/afterAll threw (jest 30 then reports its tests as passed
 * and the suite as failed). Each such suite counts as one failure, so the closing line can
 * never say "0 failed" of a run that failed. A run whose exit code says failure but whose
 * report shows none (killed, crashed) counts as one failure too.
 * @param {JestReport | undefined} report
 * @param {number} exitCode
 * @returns {JestTotals}
 */
function jestTotals(report, exitCode) {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failedWithoutFailedTest = report.testResults.filter(
    (suite) =>
      suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = report.numFailedTests + failedWithoutFailedTest;
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && exitCode !== 0 ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * The closing line of `npm test`, the one .ci/run reads.
 * @param {JestTotals} totals
 */
function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

module.exports = { closingLine, jestTotals };

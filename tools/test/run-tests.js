#!/usr/bin/env node
// `npm test`: builds what the integration tests start, runs every jest project, and ends with
// one line "N passed, N failed" totalled over all of them. Unit tests run in parallel;
// cross-process suites one at a time (they start whole stacks and share Redis channels).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildIfStale } = require('../embedded/build-if-stale');
const { clearResilienceFigures, printResilienceTable } = require('./resilience-table');

const ROOT = path.resolve(__dirname, '../..');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const extraArgs = process.argv.slice(2);

// A run that outlives its limit is stopped and counted as failed: CI must never hang.
const RUNS = [
  {
    name: 'unit',
    args: ['--selectProjects', 'unit', '--selectProjects', 'web'],
    limitMs: 10 * 60_000,
  },
  {
    name: 'cross-process',
    args: [
      '--selectProjects',
      'integration',
      '--selectProjects',
      'browser',
      '--selectProjects',
      'resilience',
      '--runInBand',
    ],
    limitMs: 25 * 60_000,
  },
];

function runJest(run) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caddie-jest-')), 'report.json');
  const result = spawnSync(
    process.execPath,
    [JEST, ...run.args, '--json', `--outputFile=${report}`, ...extraArgs],
    {
      cwd: ROOT,
      stdio: 'inherit',
      timeout: run.limitMs,
      killSignal: 'SIGKILL',
    },
  );
  if (result.error) console.error(`jest (${run.name}) stopped: ${result.error.message}`);
  if (!fs.existsSync(report))
    return { passed: 0, failed: 1, skipped: 0, exitCode: result.status ?? 1 };
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failedSuites = json.numFailedTestSuites ?? 0;
  return {
    passed: json.numPassedTests,
    // A suite that fails to load has no failed tests; count it, so it cannot pass silently.
    failed:
      json.numFailedTests +
      json.testResults.filter(
        (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
      ).length,
    skipped: json.numPendingTests + json.numTodoTests,
    exitCode: result.status ?? (failedSuites > 0 ? 1 : 0),
  };
}

buildIfStale();
clearResilienceFigures();
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
for (const run of RUNS) {
  const result = runJest(run);
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  if (result.exitCode !== 0) exitCode = 1;
}
printResilienceTable();
if (process.env.CI === 'true' && totals.skipped > 0) {
  console.error(`${totals.skipped} tests were skipped; with CI=true nothing may skip.`);
  exitCode = 1;
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(exitCode);

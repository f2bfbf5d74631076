#!/usr/bin/env node
// @ts-check
// `npm test`: builds what the integration tests start, runs every jest project, and ends with
// one line "N passed, N failed" totalled over all of them. Unit tests run in parallel;
// cross-process suites one at a time (they start whole stacks and share Redis channels).
'use strict';
const { buildIfStale } = require('../embedded/build-if-stale');
const { closingLine, jestTotals } = require('./jest-totals');
const { clearResilienceFigures, printResilienceTable } = require('./resilience-table');
const { runJest } = require('./run-jest');

const extraArgs = process.argv.slice(2);

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
    // A guard against a run that hangs, not the CI budget: on a slow two-core machine these
    // suites alone have taken 28 minutes, and a run stopped by its guard loses every result.
    limitMs: 40 * 60_000,
  },
];

buildIfStale();
clearResilienceFigures();
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
for (const run of RUNS) {
  const { report, exitCode: runExit } = runJest({ ...run, args: [...run.args, ...extraArgs] });
  const counted = jestTotals(report, runExit);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (runExit !== 0 || counted.failed > 0) exitCode = 1;
}
printResilienceTable();
if (process.env.CI === 'true' && totals.skipped > 0) {
  console.error(`${totals.skipped} tests were skipped; with CI=true nothing may skip.`);
  exitCode = 1;
}
console.log(`\n${closingLine(totals)}`);
process.exit(exitCode);

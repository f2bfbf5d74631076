#!/usr/bin/env node
// @ts-check
// `npm test`: builds what the integration tests start, runs every jest project, and ends with
// one line "N passed, N failed" totalled over all of them. Unit tests run in parallel. The
// integration and browser suites run one at a time (they start whole stacks, which share this
// machine's Redis channels). The suites that load the machine on purpose (resilience, the bench
// smoke) run last, one at a time, with the machine to themselves.
'use strict';
const { availableParallelism } = require('node:os');
const { buildIfStale } = require('../embedded/build-if-stale');
const { closingLine, jestTotals } = require('./jest-totals');
const { clearResilienceFigures, printResilienceTable } = require('./resilience-table');
const { runJest } = require('./run-jest');

const extraArgs = process.argv.slice(2);

const RUNS = [
  {
    name: 'unit',
    // A worker a core: jest's default leaves one core to its own process, which on two cores
    // is one worker and half the machine idle (77 s against 38).
    args: [
      '--selectProjects',
      'unit',
      '--selectProjects',
      'web',
      `--maxWorkers=${availableParallelism()}`,
    ],
    limitMs: 10 * 60_000,
  },
  {
    name: 'integration and browser',
    // One at a time. Two at a time (each production stack under a REDIS_PREFIX of its own) took
    // 521 s against 543 on two cores: they are CPU-bound, four service processes a stack.
    args: ['--selectProjects', 'integration', '--selectProjects', 'browser', '--runInBand'],
    // Guards against a run that hangs, not the CI budget: a run stopped by its guard loses
    // every result. On a slow two-core machine these suites take about 16 minutes.
    limitMs: 30 * 60_000,
  },
  {
    name: 'under load',
    args: ['--selectProjects', 'resilience', '--selectProjects', 'bench', '--runInBand'],
    limitMs: 20 * 60_000,
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

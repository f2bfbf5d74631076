// @ts-check
// One jest run as `npm test` makes it: its own process, a --json report, a time limit.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');

/** @typedef {import('./jest-totals').JestReport} JestReport */

/**
 * Runs jest with `args` and returns its report (undefined if it wrote none) and exit code. A
 * run that outlives its limit is stopped, and then has no report: CI must never hang.
 * @param {{ name: string; args: string[]; limitMs: number }} run
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {{ report: (JestReport & Record<string, unknown>) | undefined; exitCode: number }}
 */
function runJest({ name, args, limitMs }, { stdio = 'inherit' } = {}) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caddie-jest-')), 'report.json');
  const result = spawnSync(process.execPath, [JEST, ...args, '--json', `--outputFile=${report}`], {
    cwd: ROOT,
    stdio,
    timeout: limitMs,
    killSignal: 'SIGKILL',
  });
  if (result.error) console.error(`jest (${name}) stopped: ${result.error.message}`);
  return {
    report: fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined,
    exitCode: result.status ?? 1,
  };
}

module.exports = { runJest };

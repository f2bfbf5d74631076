// @ts-check
// Prints the figures the resilience suites left in test-results/resilience (faults survived,
// requests lost, hostile inputs tried / 4xx / 5xx, soak memory...): one table per suite.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const DIR = path.resolve(__dirname, '../../test-results/resilience');

function clearResilienceFigures() {
  fs.rmSync(DIR, { recursive: true, force: true });
}

function printResilienceTable() {
  if (!fs.existsSync(DIR)) return;
  const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.json'));
  for (const file of files.sort()) {
    /** @type {{ suite: string; rows: Record<string, unknown>[] }} */
    const { suite, rows } = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    if (!rows.length) continue;
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const cell = (/** @type {unknown} */ value) => (value === undefined ? '' : String(value));
    console.log(`\n${suite}`);
    console.log(`| ${columns.join(' | ')} |`);
    console.log(`| ${columns.map(() => '---').join(' | ')} |`);
    for (const row of rows) console.log(`| ${columns.map((c) => cell(row[c])).join(' | ')} |`);
  }
}

module.exports = { clearResilienceFigures, printResilienceTable };

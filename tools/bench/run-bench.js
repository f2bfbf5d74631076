#!/usr/bin/env node
// @ts-check
// `npm run bench`: the whole system under load, each figure beside a reference measured in the
// same run (see docs/performance.md): what the log lines cost (both levels, both modes, beside
// a bare Node server), the chat route against the same work done in one process (with a CPU
// profile of every process, by layer), the import and export, and the cold start.
// `--smoke` runs every part briefly (CI keeps it working). `--system-root DIR` measures the
// built services of another checkout (an earlier commit) with this benchmark.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { buildIfStale } = require('../embedded/build-if-stale');
const { seed, startSystem } = require('./system');
const {
  chatReindex,
  copyReference,
  csvOf,
  exportAs,
  generateRows,
  importCsv,
} = require('./transfer');
const { coldStart } = require('./cold-start');
const { logCost } = require('./log-cost');
const { chatPath } = require('./chat-path');
const { printReport } = require('./report-tables');

const ROOT = path.resolve(__dirname, '../..');
const SMOKE = process.argv.includes('--smoke');
const rootAt = process.argv.indexOf('--system-root');
const SYSTEM_ROOT = rootAt === -1 ? undefined : path.resolve(process.argv[rootAt + 1]);
const REPORT = path.join(
  ROOT,
  SMOKE ? 'test-results/bench-smoke.json' : 'test-results/bench-report.json',
);
const SECONDS = SMOKE ? 1 : 10;
const RATES = SMOKE ? [100] : [100, 500, 1000];
const LIST_FAQS = 200;
const CHAT_FAQS = 1000;
const IMPORT_ROWS = SMOKE ? 2_000 : 100_000;

/**
 * A transfer measurement, or the error that stopped it.
 * @typedef {{
 *   seconds?: number;
 *   bytes?: number;
 *   peakMb?: Record<string, number>;
 *   error?: string;
 * }} Part
 * @typedef {{
 *   rows: number;
 *   csvMb: number;
 *   imported: Part;
 *   activeFaqs: number;
 *   reindexed: Part;
 *   exportCsv: Part;
 *   exportJson: Part;
 *   copy: Part;
 * }} Transfer
 * @typedef {{
 *   generatedAt: string;
 *   smoke: boolean;
 *   systemRoot: string;
 *   machine: { cpus: number; cpu: string | undefined; memoryGb: number; node: string };
 *   logCost: Awaited<ReturnType<typeof logCost>>;
 *   chat: Awaited<ReturnType<typeof chatPath>>[];
 *   transfer?: Transfer;
 *   coldStart?: { seconds: number };
 * }} Report
 */

/**
 * A failed measurement is a finding: kept in the report (and the table), not a crash.
 * @template T
 * @param {() => Promise<T>} measure
 * @returns {Promise<T | { error: string }>}
 */
async function recorded(measure) {
  try {
    return await measure();
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    console.error(message);
    return { error: message };
  }
}

/** The import of IMPORT_ROWS rows as CSV and the exports, in production mode, beside COPY. */
async function transfer() {
  const system = await startSystem('production', { systemRoot: SYSTEM_ROOT });
  try {
    const cookie = await seed(system, LIST_FAQS);
    const rows = generateRows(IMPORT_ROWS);
    const csv = csvOf(rows);
    const importStarted = performance.now();
    const imported = await recorded(() => importCsv(system, cookie, csv));
    const active = rows.filter((row) => row.isActive).length;
    const reindexed = await recorded(() => chatReindex(system, active, importStarted));
    const exportCsv = await recorded(() => exportAs(system, cookie, 'csv'));
    const exportJson = await recorded(() => exportAs(system, cookie, 'json'));
    const copy = await recorded(() => copyReference(system.databases.faq, csv));
    return {
      rows: IMPORT_ROWS,
      csvMb: Buffer.byteLength(csv) / 2 ** 20,
      imported,
      activeFaqs: active,
      reindexed,
      exportCsv,
      exportJson,
      copy,
    };
  } finally {
    await system.stop();
  }
}

async function main() {
  buildIfStale(() => undefined);
  /** @type {Report} */
  const report = {
    generatedAt: new Date().toISOString(),
    smoke: SMOKE,
    systemRoot: SYSTEM_ROOT ?? ROOT,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim(),
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    logCost: [],
    chat: [],
  };
  console.error('what the log lines cost...');
  report.logCost = await logCost({
    seconds: SECONDS,
    faqs: LIST_FAQS,
    systemRoot: SYSTEM_ROOT,
  });
  for (const mode of /** @type {const} */ (['production', 'embedded'])) {
    console.error(`the chat route against the same work, ${mode} mode...`);
    report.chat.push(
      await chatPath(mode, {
        seconds: SECONDS,
        rates: RATES,
        faqs: CHAT_FAQS,
        logLevel: 'info',
        systemRoot: SYSTEM_ROOT,
      }),
    );
  }
  console.error('import and export...');
  report.transfer = await transfer();
  console.error('cold start...');
  report.coldStart = await coldStart(SYSTEM_ROOT);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);
  console.log(`\nReport: ${path.relative(ROOT, REPORT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

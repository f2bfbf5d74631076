#!/usr/bin/env node
// `npm run bench`: the whole system under load, each row beside a reference measured in the
// same run (see docs/performance.md). `--smoke` runs every part briefly (CI keeps it working);
// `--runs 3` measures each route three times and reports the medians.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { buildIfStale } = require('../embedded/build-if-stale');
const { generate } = require('../eval/bench-scale');
const { atRate } = require('./fixed-rate');
const { saturate, startReference } = require('./load');
const { signIn, startSystem } = require('./system');
const {
  chatReindex,
  copyReference,
  csvOf,
  exportAs,
  generateRows,
  importCsv,
} = require('./transfer');
const { coldStart } = require('./cold-start');
const { chatBodies } = require('./chat-bodies');

const ROOT = path.resolve(__dirname, '../..');
const SMOKE = process.argv.includes('--smoke');
const REPORT = path.join(
  ROOT,
  SMOKE ? 'test-results/bench-smoke.json' : 'test-results/bench-report.json',
);
const SECONDS = SMOKE ? 1 : 10;
/** `--runs N`: each route's measurements N times over, interleaved with the reference; medians. */
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
const RATE = 500;
const IMPORT_ROWS = SMOKE ? 2_000 : 100_000;

async function seed(system, cookie, count) {
  const faqs = generate(count).map(({ question, answer }) => ({
    question,
    answer,
    isActive: true,
  }));
  const response = await fetch(`${system.baseUrl}/api/faqs/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ faqs, replaceExisting: true }),
  });
  if (!response.ok) throw new Error(`seeding ${count} FAQs failed: HTTP ${response.status}`);
  // The chat index reloads on faq.changed; give every replica its second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** Saturation and fixed-rate rows for one route, beside the bare-Node server with its bytes. */
async function measureRoute(system, route, label) {
  const sample = await fetch(system.baseUrl + route.path, {
    method: route.method ?? 'GET',
    headers: route.bodies ? { 'content-type': 'application/json' } : {},
    body: route.bodies?.[0],
  });
  if (!sample.ok) throw new Error(`${label}: HTTP ${sample.status}`);
  const reference = await startReference(Buffer.from(await sample.arrayBuffer()));
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push({
        caddie: {
          saturated: await saturate(system.baseUrl, route, SECONDS),
          rate: await atRate(system.baseUrl, route, RATE, SECONDS),
        },
        bare: {
          saturated: await saturate(reference.url, route, SECONDS),
          rate: await atRate(reference.url, route, RATE, SECONDS),
        },
      });
    }
    const caddie = medianOf(runs.map((r) => r.caddie));
    const bare = medianOf(runs.map((r) => r.bare));
    return { label, caddie, reference: bare, ratio: caddie.saturated.rps / bare.saturated.rps };
  } finally {
    await reference.stop();
  }
}

/** Each figure's median over the runs (errors: their sum). */
function medianOf(runs) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const part = (name) => ({
    rps: median(runs.map((r) => r[name].rps)),
    p50: median(runs.map((r) => r[name].p50)),
    p99: median(runs.map((r) => r[name].p99)),
    errors: runs.reduce((sum, r) => sum + r[name].errors, 0),
    requests: runs.reduce((sum, r) => sum + r[name].requests, 0),
  });
  return { saturated: part('saturated'), rate: part('rate') };
}

/** A failed measurement is a finding: kept in the report (and the table), not a crash. */
async function recorded(measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(error.message);
    return { error: error.message };
  }
}

async function benchMode(mode) {
  const system = await startSystem(mode);
  try {
    const cookie = await signIn(system.baseUrl);
    await seed(system, cookie, 200);
    const active = await measureRoute(
      system,
      { path: '/api/faqs/active' },
      'GET /api/faqs/active (200 FAQs)',
    );
    await seed(system, cookie, 1000);
    const chat = await measureRoute(
      system,
      { method: 'POST', path: '/api/chat', bodies: chatBodies(500) },
      'POST /api/chat (1,000 FAQs)',
    );
    const result = { mode, routes: [active, chat] };
    if (mode === 'production') {
      const rows = generateRows(IMPORT_ROWS);
      const csv = csvOf(rows);
      const importStarted = performance.now();
      const imported = await recorded(() => importCsv(system, cookie, csv));
      const active = rows.filter((row) => row.isActive).length;
      const reindexed = await recorded(() => chatReindex(system, active, importStarted));
      const exportCsv = await recorded(() => exportAs(system, cookie, 'csv'));
      const exportJson = await recorded(() => exportAs(system, cookie, 'json'));
      const copy = await recorded(() => copyReference(system.databases.faq, csv));
      result.transfer = {
        rows: IMPORT_ROWS,
        csvMb: Buffer.byteLength(csv) / 2 ** 20,
        imported,
        activeFaqs: active,
        reindexed,
        exportCsv,
        exportJson,
        copy,
      };
    }
    return result;
  } finally {
    await system.stop();
  }
}

const fmt = (value, digits = 0) => (value === undefined ? '-' : value.toFixed(digits));

function printTable(report) {
  const lines = [];
  const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(
    `Machine: ${report.machine.cpus} x ${report.machine.cpu}, ${report.machine.memoryGb} GiB, Node ${report.machine.node}${SMOKE ? ' (SMOKE RUN: figures not meaningful)' : ''}${RUNS > 1 ? `; routes: medians of ${RUNS} runs` : ''}`,
  );
  lines.push('');
  row(
    'route',
    'mode',
    'req/s saturated',
    `bare Node req/s`,
    'ratio',
    `p50 / p99 ms at ${RATE}/s`,
    `bare Node p50 / p99`,
    'errors',
  );
  row('---', '---', '---:', '---:', '---:', '---:', '---:', '---:');
  for (const mode of report.modes) {
    for (const r of mode.routes) {
      row(
        r.label,
        mode.mode,
        fmt(r.caddie.saturated.rps),
        fmt(r.reference.saturated.rps),
        `${fmt(r.ratio * 100)}%`,
        `${fmt(r.caddie.rate.p50, 1)} / ${fmt(r.caddie.rate.p99, 1)}`,
        `${fmt(r.reference.rate.p50, 1)} / ${fmt(r.reference.rate.p99, 1)}`,
        String(r.caddie.saturated.errors + r.caddie.rate.errors),
      );
    }
  }
  const t = report.modes.find((m) => m.transfer)?.transfer;
  if (t) {
    lines.push('');
    row('transfer (production)', 'seconds', 'reference', 'ratio', 'peak MB faq / gateway');
    row('---', '---:', '---:', '---:', '---:');
    const peak = (part) => `${fmt(part.peakMb?.faq)} / ${fmt(part.peakMb?.gateway)}`;
    row(
      `import ${t.rows.toLocaleString('en')} rows CSV (${fmt(t.csvMb, 1)} MB)`,
      fmt(t.imported.seconds, 2),
      `COPY ${fmt(t.copy.seconds, 2)}`,
      `${fmt(t.imported.seconds / t.copy.seconds, 1)}x`,
      peak(t.imported),
    );
    row(
      `chat index of the ${t.activeFaqs.toLocaleString('en')} active FAQs, from import start`,
      fmt(t.reindexed.seconds, 2),
      '-',
      '-',
      `peak MB chat ${fmt(t.reindexed.peakMb?.chat)}`,
    );
    for (const [label, part] of [
      ['export csv', t.exportCsv],
      ['export json', t.exportJson],
    ]) {
      row(label, fmt(part.seconds, 2), '-', '-', peak(part));
    }
    for (const [name, part] of Object.entries(t)) {
      if (part?.error) lines.push(`${name} FAILED: ${part.error}`);
    }
  }
  lines.push('');
  lines.push(
    `Cold start (embedded, built): ${fmt(report.coldStart.seconds, 1)} s from npm start to the first answered chat`,
  );
  console.log(lines.join('\n'));
}

async function main() {
  buildIfStale(() => undefined);
  const report = {
    generatedAt: new Date().toISOString(),
    smoke: SMOKE,
    runs: RUNS,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim(),
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    modes: [],
  };
  for (const mode of ['production', 'embedded']) {
    console.error(`benchmarking ${mode} mode...`);
    report.modes.push(await benchMode(mode));
  }
  console.error('cold start...');
  report.coldStart = await coldStart();
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  console.log(`\nReport: ${path.relative(ROOT, REPORT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

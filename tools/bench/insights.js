#!/usr/bin/env node
// @ts-check
// `npm run bench:insights [-- --exchanges N]`: how long an admin waits for the Insights on a
// large transcript (N visitor questions and their replies over 90 days), through the running
// product in production mode: HTTP to the gateway with an admin cookie, Redis transport, the
// chat service's queries on this machine's Postgres. Neither the gateway nor the chat service
// caches them (the web keeps them until an FAQ changes), so each request is the whole work of
// opening the page; the first one after the write counts among the 10. Beside them, in the
// same run, a reference: one plain count over the same 30-day window straight from Postgres,
// the least any figure over that window can cost. Prints p50 / p99 of 10 runs each and the
// chat service's peak RSS while answering.
'use strict';
const { performance } = require('node:perf_hooks');
const { Client } = require('pg');
const { buildIfStale } = require('../embedded/build-if-stale');
const { peakRssMb, resetPeak, signIn, startSystem } = require('./system');

/**
 * @param {string} name
 * @param {number} fallback
 */
function flag(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number`);
  return value;
}
const EXCHANGES = flag('--exchanges', 500_000);
const RUNS = 10;

/**
 * N exchanges spread over 90 days: a fifth declined, a tenth rated, 40 FAQs served. Written
 * straight into the chat database: through the chat API a million rows would take hours.
 * @param {Client} pg
 */
async function fill(pg) {
  await pg.query(
    `INSERT INTO chat_messages (id, session_id, sender, text, faq_id, reply_kind, helpful, created_at)
     SELECT gen_random_uuid(), 'bench-' || (n / 3), side.sender,
            CASE WHEN side.sender = 'visitor' THEN 'question number ' || (n % 5000) ELSE 'reply' END,
            CASE WHEN side.sender = 'bot' AND n % 5 <> 0 THEN n % 40 + 1 END,
            CASE WHEN side.sender = 'bot' THEN CASE WHEN n % 5 = 0 THEN 'declined' ELSE 'answered' END END,
            CASE WHEN side.sender = 'bot' AND n % 10 = 0 THEN n % 20 <> 0 END,
            now() - (n::float / $1) * interval '90 days' + side.offset_ms * interval '1 millisecond'
       FROM generate_series(1, $1) AS n,
            (VALUES ('visitor', 0), ('bot', 1)) AS side(sender, offset_ms)`,
    [EXCHANGES],
  );
  await pg.query('ANALYZE chat_messages');
}

/**
 * @param {() => Promise<unknown>} work
 * @returns {Promise<{ p50: number, p99: number }>}
 */
async function time(work) {
  /** @type {number[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { p50: runs[Math.floor(RUNS / 2)], p99: runs[RUNS - 1] };
}

/**
 * The body of an admin GET, read in full (the admin waits for all of it); throws unless 200.
 * @param {string} url
 * @param {string} cookie
 * @returns {Promise<any>}
 */
async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status} ${body}`);
  return JSON.parse(body);
}

async function main() {
  buildIfStale(() => undefined);
  const system = await startSystem('production');
  const pg = new Client({ connectionString: system.databases.chat });
  try {
    await pg.connect();
    const filling = performance.now();
    await fill(pg);
    console.log(
      `${EXCHANGES.toLocaleString('en')} exchanges (${(2 * EXCHANGES).toLocaleString('en')} rows) written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const cookie = await signIn(system.baseUrl);
    const children = /** @type {Record<string, import('node:child_process').ChildProcess>} */ (
      system.children
    );
    const chatPid = /** @type {number} */ (children.chat.pid);
    const from = new Date(Date.now() - 30 * 86_400_000);
    /** @type {[string, () => Promise<unknown>][]} */
    const rows = [
      [
        'reference: count(*) over the 30-day window',
        () => pg.query('SELECT count(*) FROM chat_messages WHERE created_at >= $1', [from]),
      ],
      ['GET /api/insights (summary)', () => getJson(`${system.baseUrl}/api/insights`, cookie)],
      [
        'GET /api/insights/faq-usage',
        () => getJson(`${system.baseUrl}/api/insights/faq-usage`, cookie),
      ],
    ];
    // From its resting size, so the figure is what answering the Insights takes, not start-up.
    resetPeak(chatPid);
    console.log(`${'query'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    for (const [label, work] of rows) {
      const { p50, p99 } = await time(work);
      console.log(
        `${label.padEnd(44)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
      );
    }
    console.log(`peak RSS of the chat service: ${Math.round(peakRssMb(chatPid))} MB`);
    // Proof that the service read the rows written above, not an empty table.
    /** @type {import('@caddie/contracts').InsightsSummary} */
    const summary = await getJson(`${system.baseUrl}/api/insights`, cookie);
    const asked = summary.days.reduce((sum, day) => sum + day.messages, 0);
    console.log(
      `the summary saw ${asked.toLocaleString('en')} questions, ${summary.answered.toLocaleString('en')} answered, ${summary.declined.toLocaleString('en')} declined`,
    );
  } finally {
    await pg.end().catch(() => undefined);
    await system.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// `npm run bench:insights [-- --exchanges N]`: how long the admin's Insights take to compute on a
// large transcript (N visitor questions and their replies over 90 days, on the real Postgres),
// beside a reference in the same run: one plain count over the same 30-day window, the least
// any figure over that window can cost. Prints p50 / p99 of 10 runs each and the peak RSS.
'use strict';
require('reflect-metadata');
const { performance } = require('node:perf_hooks');
const { Client } = require('pg');
const { DataSource } = require('typeorm');
const { buildIfStale } = require('../embedded/build-if-stale');

const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const EXCHANGES = flag('--exchanges', 500_000);
const RUNS = 10;

async function admin(sql) {
  const pg = new Client({ connectionString: ADMIN_URL });
  await pg.connect();
  try {
    await pg.query(sql);
  } finally {
    await pg.end();
  }
}

/** N exchanges spread over 90 days: a fifth declined, a tenth rated, 40 FAQs served. */
async function fill(dataSource) {
  await dataSource.query(
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
  await dataSource.query('ANALYZE chat_messages');
}

async function time(work) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { p50: runs[Math.floor(RUNS / 2)], p99: runs[RUNS - 1] };
}

async function main() {
  buildIfStale(() => undefined);
  const {
    CHAT_MIGRATIONS,
    ChatServiceConfig,
    Clock,
    FaqIndex,
    InsightsService,
    TranscriptFigures,
  } = require('@caddie/chat/insights-bench');

  const name = `caddie_bench_insights_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: CHAT_MIGRATIONS,
    migrationsRun: true,
  });
  try {
    await dataSource.initialize();
    const filling = performance.now();
    await fill(dataSource);
    console.log(
      `${EXCHANGES.toLocaleString('en')} exchanges (${(2 * EXCHANGES).toLocaleString('en')} rows) written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const index = new FaqIndex();
    index.replace([]);
    const figures = new TranscriptFigures(dataSource);
    const insights = new InsightsService(figures, index, new Clock(), new ChatServiceConfig());
    const from = new Date(Date.now() - 30 * 86_400_000);
    const rows = [
      [
        'reference: count(*) over the 30-day window',
        () => dataSource.query('SELECT count(*) FROM chat_messages WHERE created_at >= $1', [from]),
      ],
      ['GET /api/insights (summary)', () => insights.summary()],
      ['GET /api/insights/faq-usage', () => insights.faqUsage()],
    ];
    console.log(`${'query'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    for (const [label, work] of rows) {
      const { p50, p99 } = await time(work);
      console.log(
        `${label.padEnd(44)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
      );
    }
    console.log(
      `peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

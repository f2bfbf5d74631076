#!/usr/bin/env node
// @ts-check
// `npm run eval`: how well the answer engine answers customers' own wording, and declines what
// no FAQ answers, beside a plain BM25 baseline. Cold start first: shops whose FAQs arrive
// without phrasings (dev halves; `-- --final` reads the test halves) and the public HINT3 bots
// with only the first k training sentences of each intent as FAQs. Then the demo shop with and
// without its phrasings, the full HINT3 bots, and the engine at 10,000 FAQs. Writes a JSON report.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { buildIfStale } = require('../embedded/build-if-stale');
const { evaluate, bm25Baseline, engineAnswerer, meanOf } = require('./evaluate');
const { benchScale } = require('./bench-scale');
const { golfSet } = require('./golf-set');
const {
  HINT3,
  hint3Available,
  hint3ColdStartSets,
  hint3FullSets,
  hint3WarmSets,
} = require('./hint3-sets');
const { shopSets, testHalvesHash } = require('./shop-sets');
const { mixed, splitForWarmStart, warmAnswerer } = require('./warm-start');

/**
 * @typedef {import('./evaluate').EvalSet} EvalSet
 * @typedef {import('./evaluate').Query} Query
 * @typedef {import('./evaluate').Rates} Rates
 * @typedef {'dev' | 'test'} Half
 * @typedef {Record<string, unknown>} Report
 */

const ROOT = path.resolve(__dirname, '../..');
const REPORT = path.join(ROOT, 'test-results/eval-report.json');
/** @type {Record<string, ({ method: string } & Partial<Rates>)[] | undefined>} */
const PUBLISHED = {
  sofmattress: [
    { method: 'Mistral-7B (Arora, Jain & Merugu 2024, table 5)', inScope: 0.842, decline: 0.465 },
    { method: 'Best two-step method (same paper)', inScope: 0.767, decline: 0.715 },
    { method: 'Plain BM25 (same paper)', inScope: 0.565, decline: null },
  ],
};

const pct = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '     - '
    : `${(value * 100).toFixed(1).padStart(6)}%`;
const ms = (/** @type {number | null | undefined} */ value) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(3).padStart(8) : '       -';

/**
 * @param {string} set
 * @param {string} method
 * @param {Partial<Rates>} result
 */
function row(set, method, result) {
  return `${set.padEnd(40)} ${method.padEnd(30)} ${pct(result.inScope)} ${pct(result.wrongFaq)} ${pct(result.oneClick)} ${pct(result.decline)} ${ms(result.p50)} ${ms(result.p99)}`;
}

/** @param {string} title */
function header(title) {
  console.log(`\n${title}`);
  console.log(
    `${'set'.padEnd(40)} ${'method'.padEnd(30)} answered  wrong   1-click declines  p50 ms   p99 ms`,
  );
}

/**
 * The engine and BM25 over one set, printed and returned for the report.
 * @param {EvalSet} set
 */
function measure(set) {
  const engine = evaluate(set, engineAnswerer(set));
  const baseline = evaluate(set, bm25Baseline(set.faqs));
  console.log(row(set.name, 'answer engine', engine));
  console.log(row('', 'baseline: BM25 top-1', baseline));
  return {
    name: set.name,
    faqs: set.faqs.length,
    queries: set.queries.length,
    engine,
    baseline,
  };
}

/**
 * @param {Half} half
 * @param {Report} report
 */
function coldStartShops(half, report) {
  const hash = testHalvesHash();
  header(
    `Cold start: new shops' own FAQs, no phrasings (${half} halves; test halves sha256 ${hash.slice(0, 16)})`,
  );
  const results = shopSets(half).map(measure);
  const engine = meanOf(results.map((result) => result.engine));
  const baseline = meanOf(results.map((result) => result.baseline));
  console.log(row('mean over shops', 'answer engine', engine));
  console.log(row('', 'baseline: BM25 top-1', baseline));
  report.testHalvesSha256 = hash;
  report.coldStartShops = { half, sets: results, mean: { engine, baseline } };
}

/**
 * @param {Half} half
 * @param {Report} report
 */
function hint3(half, report) {
  if (!hint3Available()) {
    console.log(`\n(HINT3 not found at ${HINT3}: its rows are left out)`);
    return;
  }
  header(
    half === 'test'
      ? 'Cold start: HINT3 bots, first k training sentences of each intent as the FAQs (test sets)'
      : "Cold start: HINT3 bots, first k training sentences of each intent as the FAQs (each intent's sentences after its third scored)",
  );
  report.hint3ColdStart = hint3ColdStartSets(half).map(measure);
  if (half === 'dev') {
    // Every training sentence is an FAQ here: only the test sets are left to score.
    console.log('\n(HINT3 with every training sentence an FAQ: scored by --final only)');
    return;
  }
  header('HINT3 bots, every training sentence an FAQ');
  report.hint3 = hint3FullSets().map((set) => {
    const result = measure(set);
    for (const published of PUBLISHED[set.key] ?? [])
      console.log(row('', `published: ${published.method}`.slice(0, 30), published));
    return { ...result, published: PUBLISHED[set.key] ?? [] };
  });
}

/**
 * Cold and warm over the same scored messages, printed side by side; with `ceiling`, also warm
 * after every replayed message taught its FAQ, and the share of the gap from cold to that
 * ceiling the warm start closes (answered correctly).
 * @param {EvalSet} set
 * @param {Query[]} replay
 * @param {{ ceiling?: boolean }} [options]
 */
function coldAndWarm(set, replay, { ceiling = false } = {}) {
  const cold = evaluate(set, engineAnswerer(set));
  const { answer, learned } = warmAnswerer(set, replay);
  const warm = evaluate(set, answer);
  console.log(row(set.name, 'cold', cold));
  console.log(row('', `warm (${learned} learned of ${replay.length})`, warm));
  const result = { name: set.name, replayed: replay.length, learned, cold, warm };
  if (!ceiling) return result;
  const every = warmAnswerer(set, replay, { everyMessage: true });
  const top = evaluate(set, every.answer);
  console.log(row('', `ceiling (${every.learned} learned)`, top));
  const gap = (top.inScope ?? 0) - (cold.inScope ?? 0);
  const closed = gap > 0 ? ((warm.inScope ?? 0) - (cold.inScope ?? 0)) / gap : null;
  const share = closed === null ? '-' : `${(100 * closed).toFixed(0)}%`;
  console.log(`${''.padEnd(40)} warm closes ${share} of the gap from cold to the ceiling`);
  return { ...result, ceiling: { learned: every.learned, ...top }, gapClosed: closed };
}

/**
 * Warm start (tools/eval/warm-start.js). The shops: with --final, the dev half replayed, then
 * the test half scored; otherwise every other message of the dev half replayed and the rest
 * scored. HINT3 likewise: with --final, the training sentences after each intent's first three
 * replayed, then the test set; otherwise those sentences split in two, as `--fit` reads them,
 * so that a dev run never scores a HINT3 test set warm.
 * @param {Half} half
 * @param {Report} report
 */
function warmStart(half, report) {
  header(
    half === 'test'
      ? 'Warm start: each shop after its dev half was replayed as clicking visitors (test halves)'
      : 'Warm start: each shop after half its dev half was replayed as clicking visitors (the other half scored)',
  );
  const sets = shopSets('dev').map((devSet, i) => {
    if (half === 'test') return { set: shopSets('test')[i], replay: devSet.queries };
    const { replay, scored } = splitForWarmStart(devSet.queries);
    return { set: { ...devSet, queries: scored }, replay };
  });
  const shops = sets.map(({ set, replay }) => coldAndWarm(set, replay));
  const cold = meanOf(shops.map((shop) => shop.cold));
  const warm = meanOf(shops.map((shop) => shop.warm));
  const learned = shops.reduce((sum, shop) => sum + shop.learned, 0);
  console.log(row('mean over shops', 'cold', cold));
  console.log(row('', `warm (${learned} learned in all)`, warm));
  report.warmStartShops = { half, sets: shops, mean: { cold, warm } };
  if (!hint3Available()) return;
  header(
    half === 'test'
      ? 'Warm start: HINT3, one FAQ per intent (3 sentences), the rest of training replayed, then the test set'
      : 'Warm start: HINT3, one FAQ per intent (3 sentences), half the rest of training replayed (the other half scored)',
  );
  report.hint3WarmStart = hint3WarmSets().map((set) => {
    if (half === 'test') return coldAndWarm(set, mixed(set.replay), { ceiling: true });
    const { replay, scored } = splitForWarmStart(mixed(set.replay));
    return coldAndWarm({ ...set, name: `${set.name} training`, queries: scored }, replay, {
      ceiling: true,
    });
  });
}

/**
 * @param {Half} half
 * @param {Report} report
 */
function demoShop(half, report) {
  header(`The demo golf shop (${half} half), with and without its seed phrasings`);
  report.demoShop = [golfSet(half), golfSet(half, { withPhrasings: false })].map(measure);
}

/**
 * `npm run eval -- --calibrate`: each search weight at three quarters and four thirds of its
 * value, the others as they are, on the dev halves only: the shops' mean first, then the demo
 * shop without and with its phrasings. The bands are swept by `-- --fit`.
 */
function calibrate() {
  const { DEFAULT_SEARCH_WEIGHTS } = require('@caddie/answer-engine');
  const shops = shopSets('dev');
  const demo = [golfSet('dev', { withPhrasings: false }), golfSet('dev')];
  const line = (/** @type {import('@caddie/answer-engine').SearchWeights} */ weights) => {
    const measured = (/** @type {EvalSet} */ set) =>
      evaluate(set, engineAnswerer(set, { weights }));
    const rates = (/** @type {Rates} */ result) =>
      [result.inScope, result.wrongFaq, result.oneClick, result.decline].map(pct).join('');
    return [meanOf(shops.map(measured)), ...demo.map(measured)].map(rates).join('  |');
  };
  console.log('answered / wrong / 1-click / declines: shops (mean) | demo, no phrasings | demo');
  console.log(`  search weights as they are ${line(DEFAULT_SEARCH_WEIGHTS)}`);
  for (const [name, value] of Object.entries(DEFAULT_SEARCH_WEIGHTS)) {
    if (typeof value !== 'number' || value === 0) continue;
    for (const factor of [3 / 4, 4 / 3]) {
      // Counts stay whole numbers.
      const swept = Number.isInteger(value) ? Math.round(value * factor) : value * factor;
      const weights = { ...DEFAULT_SEARCH_WEIGHTS, [name]: swept };
      console.log(`  ${name} ${Number(swept.toPrecision(3))} ${line(weights)}`);
    }
  }
}

function main() {
  buildIfStale(() => undefined);
  if (process.argv.includes('--calibrate')) return calibrate();
  if (process.argv.includes('--fit')) return void require('./fit-answer-probability');
  if (process.argv.includes('--topic-floor'))
    return require('./choose-topic-floor').chooseTopicFloor();
  if (process.argv.includes('--scale')) return void [1_000, 10_000].map(benchScale);
  if (process.argv.includes('--warm')) return warmStart('dev', {});
  const half = process.argv.includes('--final') ? 'test' : 'dev';
  if (process.argv.includes('--model')) return void require('./model-eval').modelEval(half);
  /** @type {Report} */
  const report = { generatedAt: new Date().toISOString(), node: process.version, half };
  coldStartShops(half, report);
  warmStart(half, report);
  hint3(half, report);
  demoShop(half, report);
  console.log('');
  report.scale = [1_000, 10_000].map(benchScale);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${path.relative(ROOT, REPORT)}`);
}

main();

#!/usr/bin/env node
// `npm run eval`: how well the answer engine answers customers' own wording, and declines what
// no FAQ answers, beside a plain BM25 baseline, on the shop's evaluation set (test half) and
// on the public HINT3 bots when ../shared/eval is beside this checkout. Writes a JSON report.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { buildIfStale } = require('../embedded/build-if-stale');
const { evaluate, bm25Baseline, engineAnswerer } = require('./evaluate');
const { benchScale } = require('./bench-scale');
const { golfSet } = require('./golf-set');

const ROOT = path.resolve(__dirname, '../..');
const REPORT = path.join(ROOT, 'test-results/eval-report.json');
const HINT3 = path.resolve(ROOT, '../shared/eval/faq-retrieval/data');
const PUBLISHED = {
  sofmattress: [
    { method: 'Mistral-7B (Arora, Jain & Merugu 2024, table 5)', inScope: 0.842, decline: 0.465 },
    { method: 'Best two-step method (same paper)', inScope: 0.767, decline: 0.715 },
    { method: 'Plain BM25 (same paper)', inScope: 0.565, decline: null },
  ],
};

function hint3Set(folder, name) {
  const dir = folder ? path.join(HINT3, folder) : HINT3;
  const rawFaqs = JSON.parse(fs.readFileSync(path.join(dir, 'faqs.json'), 'utf8'));
  const idOf = new Map(rawFaqs.map((faq, index) => [faq.id, index + 1]));
  const faqs = rawFaqs.map((faq, index) => ({
    id: index + 1,
    question: faq.question,
    answer: faq.answer,
  }));
  const queries = JSON.parse(fs.readFileSync(path.join(dir, 'queries.json'), 'utf8')).map(
    (item) => ({
      query: item.query,
      relevant: item.relevant.map((id) => idOf.get(id)),
    }),
  );
  return { name: `HINT3 ${name}`, key: name.toLowerCase(), faqs, queries };
}

function row(set, method, result) {
  const pct = (value) => (value === null ? '   -  ' : `${(value * 100).toFixed(1).padStart(5)}%`);
  return `${set.padEnd(36)} ${method.padEnd(46)} ${pct(result.inScope)} ${pct(result.decline)} ${result.p50.toFixed(3).padStart(8)} ${result.p99.toFixed(3).padStart(8)}`;
}

/** `npm run eval -- --calibrate`: the unsure threshold swept on the dev half, to choose it from. */
function calibrate() {
  const set = golfSet('dev');
  console.log('unsure threshold on the dev half: in-scope top-1 / correct declines');
  for (let unsure = 0.3; unsure <= 0.851; unsure += 0.05) {
    const result = evaluate(set, engineAnswerer(set.faqs, { confident: 1.01, unsure }));
    console.log(
      `  ${unsure.toFixed(2)}  ${(result.inScope * 100).toFixed(1)}%  ${(result.decline * 100).toFixed(1)}%`,
    );
  }
}

function main() {
  buildIfStale(() => undefined);
  if (process.argv.includes('--calibrate')) return calibrate();
  if (process.argv.includes('--scale')) return void benchScale();
  const split = process.argv.includes('--dev') ? 'dev' : 'test';
  const sets = [golfSet(split), golfSet(split, { withPhrasings: false })];
  if (fs.existsSync(HINT3))
    sets.push(
      hint3Set('', 'SOFMattress'),
      hint3Set('curekart', 'Curekart'),
      hint3Set('powerplay11', 'Powerplay11'),
    );
  else console.log(`(HINT3 not found at ${HINT3}: only the shop's own set is evaluated)`);
  const report = { generatedAt: new Date().toISOString(), node: process.version, sets: [] };
  console.log(`${'set'.padEnd(36)} ${'method'.padEnd(46)} in-scope decline  p50 ms   p99 ms`);
  for (const set of sets) {
    const engine = evaluate(set, engineAnswerer(set.faqs));
    const baseline = evaluate(set, bm25Baseline(set.faqs));
    console.log(row(set.name, 'answer engine', engine));
    console.log(row(set.name, 'baseline: plain BM25, no threshold', baseline));
    for (const published of PUBLISHED[set.key] ?? []) {
      console.log(
        row(set.name, `published: ${published.method}`, {
          ...published,
          p50: NaN,
          p99: NaN,
        }).replace(/NaN/g, '  -'),
      );
    }
    report.sets.push({
      name: set.name,
      faqs: set.faqs.length,
      queries: set.queries.length,
      engine,
      baseline,
      published: PUBLISHED[set.key] ?? [],
    });
  }
  console.log('');
  report.scale = benchScale();
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${path.relative(ROOT, REPORT)}`);
}

main();

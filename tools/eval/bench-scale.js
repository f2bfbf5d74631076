#!/usr/bin/env node
// @ts-check
// `npm run eval -- --scale`: the answer engine over 1,000 and 10,000 generated FAQs: full index
// rebuild time, answer latency p50/p99 and the process's RSS once built (targets: p99 <= 10 ms at
// 1,000 FAQs, rebuild <= 30 s and RSS within the chat pod's 384 MiB at 10,000), beside the same
// figures for a plain MiniSearch index built in the same run (its RSS includes the engine's).
'use strict';
const { performance } = require('node:perf_hooks');
// minisearch's types describe its ES module, a default export; require() gets the class itself.
const MiniSearch = /** @type {typeof import('minisearch').default} */ (
  /** @type {unknown} */ (require('minisearch'))
);
const { percentile } = require('../percentile');
const { answerPolicy } = require('./evaluate');

const TOPICS = [
  'driver',
  'putter',
  'wedge',
  'iron set',
  'golf balls',
  'rangefinder',
  'golf shoes',
  'cart bag',
  'gift card',
  'grips',
  'shafts',
  'gloves',
  'hybrid',
  'polo shirt',
  'push trolley',
];
const ASKS = [
  [
    'Can I return a {t} I bought {n} days ago?',
    'Unused {t} purchases can be returned within 30 days; see the returns page for item {n}.',
  ],
  [
    'How long does shipping take for a {t} to zone {n}?',
    'Standard shipping of a {t} to zone {n} takes 3-5 business days.',
  ],
  [
    'Is the {t} model {n} covered by warranty?',
    'The {t} model {n} carries the manufacturer warranty of two years.',
  ],
  [
    'Do you have the {t} series {n} in stock?',
    'Series {n} of the {t} is restocked weekly; sign up for a back-in-stock alert.',
  ],
  [
    'What does fitting for a {t} cost at store {n}?',
    'A {t} fitting at store {n} costs $50, refunded when you buy.',
  ],
];

/** @param {number} count */
function generate(count) {
  const faqs = [];
  for (let i = 0; i < count; i += 1) {
    const [question, answer] = ASKS[i % ASKS.length];
    const topic = TOPICS[Math.floor(i / ASKS.length) % TOPICS.length];
    const n = String(i);
    faqs.push({
      id: i + 1,
      question: question.replace('{t}', topic).replace('{n}', n),
      answer: answer.replace(/\{t\}/g, topic).replace(/\{n\}/g, n),
      isActive: true,
      createdAt: '',
      updatedAt: '',
    });
  }
  return faqs;
}

/**
 * @template T
 * @param {() => T} run
 * @returns {[number, T]}
 */
function time(run) {
  const started = performance.now();
  const result = run();
  return [performance.now() - started, result];
}

/**
 * @template Index
 * @param {string} name
 * @param {() => Index} build
 * @param {(index: Index, query: string) => unknown} answer
 * @param {string[]} queries
 */
function measure(name, build, answer, queries) {
  const [buildMs, index] = time(build);
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  for (const query of queries.slice(0, 50)) answer(index, query); // warm up the JIT
  const latencies = queries
    .map((query) => time(() => answer(index, query))[0])
    .sort((a, b) => a - b);
  const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
  console.log(
    `${name.padEnd(30)} answer p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms   rebuild ${buildMs.toFixed(0)} ms   process RSS ${rssMb.toFixed(0)} MB`,
  );
  return { name, rebuildMs: buildMs, p50, p99, rssMb };
}

function benchScale(count = 10_000) {
  const { AnswerEngine, FaqSearch } = require('@caddie/answer-engine');
  const faqs = generate(count);
  // An FAQ's own question, part of one, a near miss, and a message no FAQ's word is near (a
  // decline that then reads every FAQ's meaning).
  const queries = Array.from({ length: 2000 }, (_, i) => {
    const faq = faqs[(i * 7919) % faqs.length];
    return [
      faq.question.toLowerCase().replace('?', ''),
      `${faq.question.split(' ').slice(2, 7).join(' ')} pls`,
      'do you deliver pizza to the moon',
      'are puppies welcome inside',
    ][i % 4];
  });
  console.log(`${count.toLocaleString('en')} generated FAQs, ${queries.length} questions`);
  return [
    measure(
      'answer engine',
      () => {
        const policy = answerPolicy();
        const search = new FaqSearch(faqs, policy.searchWeights);
        return { search, engine: new AnswerEngine(search, policy) };
      },
      ({ engine }, query) => engine.decide(query),
      queries,
    ),
    measure(
      'reference: plain MiniSearch',
      () => {
        const index = new MiniSearch({ fields: ['question', 'answer'] });
        index.addAll(faqs);
        return index;
      },
      (index, query) => index.search(query)[0],
      queries,
    ),
  ];
}

module.exports = { benchScale, generate };

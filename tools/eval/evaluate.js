// The measuring half of `npm run eval`: answerers (the engine, a plain BM25) and the metrics.
'use strict';
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const MiniSearch = require('minisearch');
const { percentile } = require('../percentile');

const ROOT = path.resolve(__dirname, '../..');

/** The product's engine, from the chat service's build: returns the answering FAQ id or null. */
function engineAnswerer(faqs, thresholds) {
  const { FaqSearch } = require(path.join(ROOT, 'services/chat/dist/answers/faq-search.js'));
  const { AnswerEngine } = require(path.join(ROOT, 'services/chat/dist/answers/answer-engine.js'));
  const engine = new AnswerEngine(new FaqSearch(faqs), thresholds);
  return (query) => {
    const decision = engine.decide(query);
    return decision.kind === 'confident' || decision.kind === 'unsure' ? decision.hit.faq.id : null;
  };
}

/** The baseline row: BM25 over question + answer, default tokenizer, always answers its top hit. */
function bm25Baseline(faqs) {
  const index = new MiniSearch({ fields: ['question', 'answer'] });
  index.addAll(faqs);
  return (query) => index.search(query)[0]?.id ?? null;
}

/** In-scope top-1 accuracy (a decline counts as wrong), correct-decline rate, latency. */
function evaluate(set, answer) {
  let inScope = 0;
  let correct = 0;
  let outOfScope = 0;
  let declined = 0;
  const latencies = [];
  for (const { query, relevant } of set.queries) {
    const started = performance.now();
    const id = answer(query);
    latencies.push(performance.now() - started);
    if (relevant.length === 0) {
      outOfScope += 1;
      if (id === null) declined += 1;
    } else {
      inScope += 1;
      if (id !== null && relevant.includes(id)) correct += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    inScope: inScope ? correct / inScope : null,
    decline: outOfScope ? declined / outOfScope : null,
    inScopeQueries: inScope,
    outOfScopeQueries: outOfScope,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

module.exports = { evaluate, engineAnswerer, bm25Baseline };

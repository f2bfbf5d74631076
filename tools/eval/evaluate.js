// The measuring half of `npm run eval`: answerers (the engine, a plain BM25) and the metrics.
'use strict';
const { performance } = require('node:perf_hooks');
const MiniSearch = require('minisearch');
const { percentile } = require('../percentile');

/**
 * The product's engine over a set's FAQs, with the set's trade vocabulary (none unless the set
 * names one). For each query: the FAQ id it answers with (null when it declines or makes small
 * talk) and the FAQs it offers as one-click suggestions (the related topics of an answer, the
 * nearest ones of a decline). `engine` is the AnswerEngine itself, for tools that go further.
 */
function engineAnswerer(set, { thresholds, weights } = {}) {
  const { AnswerEngine, FaqSearch, useTrade } = require('@caddie/answer-engine');
  useTrade(set.trade ?? 'none');
  const policy = answerPolicy({ thresholds, weights });
  const search = new FaqSearch(set.faqs, policy.searchWeights);
  return answererOver(new AnswerEngine(search, policy), set);
}

/**
 * What every set is answered by: the engine's fitted weights, bands and model (or those given)
 * and the demo shop's assistant (its names, for small talk). Each set has its own trade words.
 */
function answerPolicy({ thresholds, weights } = {}) {
  const engine = require('@caddie/answer-engine');
  return {
    searchWeights: weights ?? engine.DEFAULT_SEARCH_WEIGHTS,
    thresholds: thresholds ?? engine.DEFAULT_THRESHOLDS,
    answerProbability: engine.ANSWER_PROBABILITY,
    assistant: engine.DEMO_SHOP_PROFILE.assistant,
  };
}

/** An answerer over a built engine (see engineAnswerer). */
function answererOver(engine, set) {
  const { useTrade } = require('@caddie/answer-engine');
  const answer = (query) => {
    useTrade(set.trade ?? 'none');
    return replyOf(engine.decide(query));
  };
  answer.engine = engine;
  return answer;
}

/** A decision as the FAQ answered with (or null) and the FAQs offered as buttons. */
function replyOf(decision) {
  if (decision.kind === 'confident' || decision.kind === 'unsure')
    return { id: decision.hit.faq.id, suggestions: decision.related.map((faq) => faq.id) };
  if (decision.kind === 'none')
    return { id: null, suggestions: decision.nearest.map((faq) => faq.id) };
  return { id: null, suggestions: [] };
}

/** The baseline row: BM25 over question + answer, default tokenizer, always answers its top hit. */
function bm25Baseline(faqs) {
  const index = new MiniSearch({ fields: ['question', 'answer'] });
  index.addAll(faqs);
  return (query) => ({ id: index.search(query)[0]?.id ?? null, suggestions: [] });
}

/**
 * Over the in-scope queries: answered correctly, answered with a wrong FAQ, and answered within
 * one click (correctly, or the right FAQ among the suggestions); over the out-of-scope ones:
 * correct declines. `inScope` is answered correctly (a decline counts as wrong).
 */
function evaluate(set, answer) {
  const counts = { inScope: 0, correct: 0, wrong: 0, oneClick: 0, outOfScope: 0, declined: 0 };
  const latencies = [];
  for (const { query, relevant } of set.queries) {
    const started = performance.now();
    const { id, suggestions } = answer(query);
    latencies.push(performance.now() - started);
    if (relevant.length === 0) {
      counts.outOfScope += 1;
      if (id === null) counts.declined += 1;
      continue;
    }
    counts.inScope += 1;
    const right = id !== null && relevant.includes(id);
    if (right) counts.correct += 1;
    else if (id !== null) counts.wrong += 1;
    if (right || suggestions.some((suggested) => relevant.includes(suggested)))
      counts.oneClick += 1;
  }
  latencies.sort((a, b) => a - b);
  const share = (count, total) => (total ? count / total : null);
  return {
    inScope: share(counts.correct, counts.inScope),
    wrongFaq: share(counts.wrong, counts.inScope),
    oneClick: share(counts.oneClick, counts.inScope),
    decline: share(counts.declined, counts.outOfScope),
    inScopeQueries: counts.inScope,
    outOfScopeQueries: counts.outOfScope,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The mean of each rate over several sets' results (each set weighs the same). */
function meanOf(results) {
  const keys = ['inScope', 'wrongFaq', 'oneClick', 'decline', 'p50', 'p99'];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      results.reduce((sum, result) => sum + result[key], 0) / results.length,
    ]),
  );
}

module.exports = {
  evaluate,
  engineAnswerer,
  answerPolicy,
  answererOver,
  replyOf,
  bm25Baseline,
  meanOf,
};

// @ts-check
// The measuring half of `npm run eval`: answerers (the engine, a plain BM25) and the metrics.
'use strict';
const { performance } = require('node:perf_hooks');
// minisearch's types describe its ES module, a default export; require() gets the class itself.
const MiniSearch = /** @type {typeof import('minisearch').default} */ (
  /** @type {unknown} */ (require('minisearch'))
);
const { percentile } = require('../percentile');

/**
 * @typedef {import('@caddie/answer-engine').AnswerEngine} AnswerEngine
 * @typedef {import('@caddie/answer-engine').Decision} Decision
 * @typedef {import('@caddie/answer-engine').SearchableFaq} Faq
 * @typedef {import('@caddie/answer-engine').SearchWeights} SearchWeights
 * @typedef {import('@caddie/answer-engine').Thresholds} Thresholds
 * @typedef {import('@caddie/answer-engine').Trade} Trade
 */

/**
 * A message and the FAQs that answer it (none: out of scope). An id is undefined where a set
 * names an FAQ it does not hold.
 * @typedef {{ query: string; relevant: (number | undefined)[] }} Query
 * @typedef {{ name: string; key: string; trade?: Trade; faqs: Faq[]; queries: Query[] }} EvalSet
 * @typedef {{ id: number | null; suggestions: number[] }} Reply
 * @typedef {(query: string) => Reply} Answerer
 * @typedef {{ thresholds?: Thresholds; weights?: SearchWeights }} PolicyOptions
 * @typedef {'inScope' | 'wrongFaq' | 'oneClick' | 'decline' | 'p50' | 'p99'} RateKey
 * @typedef {Record<RateKey, number | null>} Rates
 */

/**
 * The product's engine over a set's FAQs, with the set's trade vocabulary (none unless the set
 * names one). For each query: the FAQ id it answers with (null when it declines or makes small
 * talk) and the FAQs it offers as one-click suggestions (the related topics of an answer, the
 * nearest ones of a decline). `engine` is the AnswerEngine itself, for tools that go further.
 * @param {EvalSet} set
 * @param {PolicyOptions} [options]
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
 * @param {PolicyOptions} [options]
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

/**
 * An answerer over a built engine (see engineAnswerer).
 * @param {AnswerEngine} engine
 * @param {EvalSet} set
 */
function answererOver(engine, set) {
  const { useTrade } = require('@caddie/answer-engine');
  /** @type {Answerer & { engine: AnswerEngine }} */
  const answer = (query) => {
    useTrade(set.trade ?? 'none');
    return replyOf(engine.decide(query));
  };
  answer.engine = engine;
  return answer;
}

/**
 * A decision as the FAQ answered with (or null) and the FAQs offered as buttons.
 * @param {Decision} decision
 * @returns {Reply}
 */
function replyOf(decision) {
  const { buttonsOf } = require('@caddie/answer-engine');
  const answered = decision.kind === 'confident' || decision.kind === 'unsure';
  return {
    id: answered ? decision.hit.faq.id : null,
    suggestions: buttonsOf(decision).map((faq) => faq.id),
  };
}

/**
 * The baseline row: BM25 over question + answer, default tokenizer, always answers its top hit.
 * @param {Faq[]} faqs
 * @returns {Answerer}
 */
function bm25Baseline(faqs) {
  const index = new MiniSearch({ fields: ['question', 'answer'] });
  index.addAll(faqs);
  return (query) => ({ id: index.search(query)[0]?.id ?? null, suggestions: [] });
}

/**
 * Over the in-scope queries: answered correctly, answered with a wrong FAQ, and answered within
 * one click (correctly, or the right FAQ among the suggestions); over the out-of-scope ones:
 * correct declines. `inScope` is answered correctly (a decline counts as wrong).
 * @param {Pick<EvalSet, 'queries'>} set
 * @param {Answerer} answer
 */
function evaluate(set, answer) {
  const counts = { inScope: 0, correct: 0, wrong: 0, oneClick: 0, outOfScope: 0, declined: 0 };
  /** @type {number[]} */
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
  const share = (/** @type {number} */ count, /** @type {number} */ total) =>
    total ? count / total : null;
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

/**
 * The mean of each rate over several sets' results (each set weighs the same).
 * @param {Rates[]} results
 * @returns {Record<RateKey, number>}
 */
function meanOf(results) {
  /** @type {RateKey[]} */
  const keys = ['inScope', 'wrongFaq', 'oneClick', 'decline', 'p50', 'p99'];
  return /** @type {Record<RateKey, number>} */ (
    Object.fromEntries(
      keys.map((key) => [
        key,
        results.reduce((sum, result) => sum + Number(result[key]), 0) / results.length,
      ]),
    )
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

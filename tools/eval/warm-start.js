// @ts-check
// Warm start: a shop's assistant after visitors have used it. Visitors' messages are replayed
// through the engine as visitors who click the right button when it is shown and do nothing
// otherwise, with LEARNING=auto and LEARNING_MIN_SESSIONS=1 (each visitor a session of their
// own): the right FAQ among the suggestions is picked, and a right answer is rated helpful.
// Every such click teaches the engine that message for the FAQ, at once, as the chat service
// does. Then the set's queries are scored as usual.
'use strict';
const crypto = require('node:crypto');
const { answerPolicy, answererOver, replyOf } = require('./evaluate');

/**
 * @typedef {import('./evaluate').EvalSet} EvalSet
 * @typedef {import('./evaluate').Query} Query
 */

/**
 * The engine over the set's FAQs after replaying `replay` ({ query, relevant }[]); returns
 * the answerer and how many messages were learned. With `everyMessage`, each visitor finds the
 * right FAQ whatever the reply offered (as if by browsing): what learning could give if every
 * message taught, the ceiling a warm start is measured against.
 * @param {EvalSet} set
 * @param {Query[]} replay
 * @param {{ thresholds?: import('@caddie/answer-engine').Thresholds; everyMessage?: boolean }} [options]
 */
function warmAnswerer(set, replay, { thresholds, everyMessage = false } = {}) {
  const {
    AnswerEngine,
    FaqSearch,
    learnableText,
    matchKeyOf,
    useTrade,
  } = require('@caddie/answer-engine');
  // The chat service's limit on a learned phrasing; the contracts need reflect-metadata first.
  require('reflect-metadata');
  const { LIMITS } = require('@caddie/contracts');
  useTrade(set.trade ?? 'none');
  /** @type {Map<number, { id: number; text: string }[]>} */
  const learned = new Map();
  let count = 0;
  // The chat service rebuilds its index with the learned messages as each one is learned.
  const policy = answerPolicy({ thresholds });
  const engineNow = () =>
    new AnswerEngine(
      new FaqSearch(
        set.faqs.map((faq) => ({ ...faq, learned: learned.get(faq.id) ?? [] })),
        policy.searchWeights,
      ),
      policy,
    );
  let engine = engineNow();
  for (const { query, relevant } of replay) {
    const { id, suggestions } = replyOf(engine.decide(query));
    // A right answer is rated helpful; otherwise the right suggestion, if shown, is picked.
    const picked =
      id !== null && relevant.includes(id)
        ? id
        : (suggestions.find((faqId) => relevant.includes(faqId)) ??
          (everyMessage ? relevant[0] : undefined));
    if (picked === undefined) continue;
    // As the chat service keeps it: the telling clause, personal values out, within limits.
    const learnable = learnableText(query, LIMITS.QUESTION_MAX_LENGTH, (text) =>
      engine.tellingPart(text, picked),
    );
    if (!learnable.learnable) continue;
    const question = /** @type {import('./evaluate').Faq} */ (
      set.faqs.find((faq) => faq.id === picked)
    ).question;
    if (matchKeyOf(question) === learnable.matchKey) continue;
    count += 1;
    learned.set(picked, [...(learned.get(picked) ?? []), { id: count, text: learnable.text }]);
    engine = engineNow();
  }
  return { answer: answererOver(engine, set), learned: count };
}

/**
 * Messages in an order fixed by a hash of their text: traffic arrives mixed, not by topic.
 * @param {Query[]} queries
 */
function mixed(queries) {
  const hash = (/** @type {string} */ text) =>
    crypto.createHash('sha256').update(text).digest('hex');
  return [...queries].sort((a, b) => (hash(a.query) < hash(b.query) ? -1 : 1));
}

/**
 * A dev half split in two for warm start without the test half: replayed / scored.
 * @param {Query[]} queries
 */
function splitForWarmStart(queries) {
  return {
    replay: queries.filter((_, i) => i % 2 === 0),
    scored: queries.filter((_, i) => i % 2 === 1),
  };
}

module.exports = { warmAnswerer, mixed, splitForWarmStart };

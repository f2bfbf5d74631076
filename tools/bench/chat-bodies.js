// @ts-check
// The chat messages the benchmarks send: questions about the generated FAQs (eval/bench-scale),
// as visitors type them, with a few no FAQ answers.
'use strict';

const QUESTIONS = [
  'can i return a driver i bought {n} days ago',
  'how long does shipping take for a putter to zone {n}',
  'is the wedge model {n} covered by warranty',
  'do u have the golf balls series {n} in stock',
  'what does a fitting cost at store {n}',
  'wheres my order',
  'do you sell pizza',
];

/**
 * `count` request bodies for POST /api/chat, numbers spread over `faqs`, 50 sessions.
 * @param {number} count
 */
function chatBodies(count, faqs = 1000) {
  return messages(count, faqs).map((message, i) =>
    JSON.stringify({ message, sessionId: `bench-${i % 50}` }),
  );
}

/** @param {number} count */
function messages(count, faqs = 1000) {
  return Array.from({ length: count }, (_, i) =>
    QUESTIONS[i % QUESTIONS.length].replace('{n}', String((i * 37) % faqs)),
  );
}

module.exports = { chatBodies, messages };

// @ts-check
// The public HINT3 bots (../shared/eval, read in place, never copied) as evaluation sets: every
// training sentence an FAQ (the full set), or only the first k sentences of each intent (the
// cold-start modes: a shop that wrote one or three questions per topic). Queries keep their
// labels: an in-scope query is answered correctly by any FAQ of its intent that is kept. The
// test sets are read only by `--final`; a dev run of the cold-start modes scores the training
// sentences after each intent's first three instead, which no mode makes an FAQ.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const HINT3 = path.resolve(ROOT, '../shared/eval/faq-retrieval/data');
/**
 * A HINT3 training sentence (an FAQ here; `answer` names its intent) and a test query (its
 * intent's training sentences by id; none: out of scope).
 * @typedef {{ id: number; question: string; answer: string }} Sentence
 * @typedef {{ query: string; relevant: number[] }} LabelledQuery
 * @typedef {{ folder: string; name: string }} Bot
 */

/** @type {Bot[]} */
const BOTS = [
  { folder: '', name: 'SOFMattress' },
  { folder: 'curekart', name: 'Curekart' },
  { folder: 'powerplay11', name: 'Powerplay11' },
];

function hint3Available() {
  return fs.existsSync(HINT3);
}

/**
 * @param {string} dir
 * @param {string} file
 */
function readJson(dir, file) {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** The training sentences no cold-start mode makes an FAQ: each intent's after its third. */
const FIRST_SENTENCES = 3;

/**
 * One bot; with k, only the first k training sentences of each intent become FAQs. The test
 * set's queries, or with `half` 'dev' the training sentences after each intent's first three.
 * @param {Bot} bot
 * @param {number} [k]
 * @param {'dev' | 'test'} [half]
 */
function hint3Set({ folder, name }, k, half = 'test') {
  const dir = folder ? path.join(HINT3, folder) : HINT3;
  /** @type {Sentence[]} */
  const rawFaqs = readJson(dir, 'faqs.json');
  /** @type {Map<string, number>} */
  const takenOfIntent = new Map();
  const kept = rawFaqs.filter((faq) => {
    const taken = takenOfIntent.get(faq.answer) ?? 0;
    takenOfIntent.set(faq.answer, taken + 1);
    return k === undefined || taken < k;
  });
  const idOf = new Map(kept.map((faq, index) => [faq.id, index + 1]));
  const faqs = kept.map((faq, index) => ({
    id: index + 1,
    question: faq.question,
    answer: faq.answer,
  }));
  /** @type {LabelledQuery[]} */
  const labelled = half === 'test' ? readJson(dir, 'queries.json') : laterSentences(rawFaqs);
  const queries = labelled.map((item) => ({
    query: item.query,
    relevant: item.relevant.map((id) => idOf.get(id)).filter((id) => id !== undefined),
  }));
  const mode = k === undefined ? 'all sentences' : `k=${k}`;
  const of = half === 'test' ? '' : ' (training)';
  return { name: `HINT3 ${name} ${mode}${of}`, key: name.toLowerCase(), mode, faqs, queries };
}

/**
 * Each intent's training sentences after its first three, as queries labelled with the
 * intent's sentences.
 * @param {Sentence[]} sentences
 * @returns {LabelledQuery[]}
 */
function laterSentences(sentences) {
  /** @type {Map<string, Sentence[]>} */
  const byIntent = new Map();
  for (const sentence of sentences)
    byIntent.set(sentence.answer, [...(byIntent.get(sentence.answer) ?? []), sentence]);
  return [...byIntent.values()].flatMap((list) =>
    list.slice(FIRST_SENTENCES).map((sentence) => ({
      query: sentence.question,
      relevant: list.map((other) => other.id),
    })),
  );
}

/**
 * The cold-start modes of every bot, k=1 then k=3.
 * @param {'dev' | 'test'} [half]
 */
function hint3ColdStartSets(half = 'test') {
  return [1, 3].flatMap((k) => BOTS.map((bot) => hint3Set(bot, k, half)));
}

function hint3FullSets() {
  return BOTS.map((bot) => hint3Set(bot));
}

/**
 * Warm start: one FAQ per intent from its first three training sentences (the first as the
 * question, the next two as its phrasings); the rest of the training set is what visitors type
 * before the test set (`replay`, each labelled with its intent's FAQ).
 * @param {Bot} bot
 */
function hint3WarmSet({ folder, name }) {
  const dir = folder ? path.join(HINT3, folder) : HINT3;
  /** @type {Sentence[]} */
  const rawFaqs = readJson(dir, 'faqs.json');
  /** @type {Map<string, Sentence[]>} */
  const sentences = new Map();
  for (const faq of rawFaqs) {
    const list = sentences.get(faq.answer) ?? [];
    list.push(faq);
    sentences.set(faq.answer, list);
  }
  const faqs = [...sentences].map(([answer, [first, ...more]], index) => ({
    id: index + 1,
    question: first.question,
    answer,
    phrasings: more.slice(0, 2).map((faq) => faq.question),
  }));
  /** @type {Map<string | undefined, number>} */
  const faqOfIntent = new Map(faqs.map((faq) => [faq.answer, faq.id]));
  const intentOf = new Map(rawFaqs.map((faq) => [faq.id, faq.answer]));
  const replay = [...sentences.values()].flatMap((list) =>
    list.slice(3).map((faq) => ({ query: faq.question, relevant: [faqOfIntent.get(faq.answer)] })),
  );
  /** @type {LabelledQuery[]} */
  const labelled = readJson(dir, 'queries.json');
  const queries = labelled.map((item) => ({
    query: item.query,
    relevant: [...new Set(item.relevant.map((id) => faqOfIntent.get(intentOf.get(id))))],
  }));
  return { name: `HINT3 ${name} warm`, key: name.toLowerCase(), faqs, queries, replay };
}

function hint3WarmSets() {
  return BOTS.map(hint3WarmSet);
}

module.exports = { HINT3, hint3Available, hint3ColdStartSets, hint3FullSets, hint3WarmSets };

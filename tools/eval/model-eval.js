// @ts-check
// `npm run eval -- --model`: what a model the operator configures buys on the public sets. The
// cold-start shops (dev halves; with --final the test halves) and HINT3 with k = 1 and 3
// sentences an intent, through the configured OpenAI-compatible endpoint exactly as the chat
// service asks it (the same client, prompts and parsing, from @caddie/answer-engine), printed
// beside the lexical engine's rows. Set EMBEDDING_MODEL (with EMBEDDING_BASE_URL or
// LLM_BASE_URL) for embeddings in the ranking, LLM_CHOOSE=on (with LLM_BASE_URL, LLM_MODEL)
// for the model that picks. This repository's CI has no model: it runs this against a test
// double, which checks the plumbing, not the quality.
'use strict';
const { evaluate, engineAnswerer, meanOf, replyOf } = require('./evaluate');
const { hint3Available, hint3ColdStartSets } = require('./hint3-sets');
const { shopSets } = require('./shop-sets');

const engineApi = () => require('@caddie/answer-engine');

/**
 * @typedef {import('./evaluate').EvalSet} EvalSet
 * @typedef {import('./evaluate').Rates} Rates
 * @typedef {import('./evaluate').Reply} Reply
 * @typedef {ReturnType<typeof modelSettings>} ModelSettings
 */

/** Generous: the evaluation is not a visitor waiting. */
const CALL_TIMEOUT_MS = 60_000;
const MAX_TRIES = 5;

/** The endpoint settings from the environment, as the chat service reads them. */
function modelSettings(env = process.env) {
  const baseUrl = env.EMBEDDING_BASE_URL || env.LLM_BASE_URL;
  const embedding =
    env.EMBEDDING_MODEL && baseUrl
      ? {
          baseUrl,
          model: env.EMBEDDING_MODEL,
          apiKey: env.EMBEDDING_API_KEY || env.LLM_API_KEY,
          timeoutMs: CALL_TIMEOUT_MS,
          batchSize: Number(env.EMBEDDING_BATCH_SIZE || 64),
        }
      : undefined;
  const choosing =
    env.LLM_CHOOSE === 'on' && env.LLM_BASE_URL && env.LLM_MODEL
      ? {
          baseUrl: env.LLM_BASE_URL,
          model: env.LLM_MODEL,
          apiKey: env.LLM_API_KEY,
          timeoutMs: CALL_TIMEOUT_MS,
        }
      : undefined;
  return { embedding, choosing };
}

/**
 * One call, tried again after a 429 (its Retry-After) or a failure, a few times.
 * @template T
 * @param {() => Promise<T>} call
 * @returns {Promise<T>}
 */
async function withRetries(call) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= MAX_TRIES) throw error;
      // The clients' errors (EmbeddingError, ChatModelError) carry the Retry-After of a 429.
      const waitMs =
        /** @type {{ retryAfterMs?: number }} */ (error).retryAfterMs ?? 2 ** attempt * 1000;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * @param {import('@caddie/answer-engine').EmbeddingEndpoint} endpoint
 * @param {string[]} texts
 */
async function embedAll(endpoint, texts) {
  const { embedTexts } = engineApi();
  /** @type {Float32Array[]} */
  const vectors = [];
  for (let start = 0; start < texts.length; start += endpoint.batchSize) {
    const batch = texts.slice(start, start + endpoint.batchSize);
    vectors.push(...(await withRetries(() => embedTexts(endpoint, batch, endpoint.timeoutMs))));
  }
  return vectors;
}

/**
 * The set's replies with the model, computed ahead (the calls are asynchronous).
 * @param {EvalSet} set
 * @param {ModelSettings} settings
 */
async function modelAnswerer(set, { embedding, choosing }) {
  const api = engineApi();
  const lexical = engineAnswerer(set);
  const faqById = new Map(set.faqs.map((faq) => [faq.id, faq]));
  /** @type {(i: number) => import('@caddie/answer-engine').MessageMeaning | undefined} */
  let meaningOfQuery = () => undefined;
  if (embedding) {
    const texts = api.faqTextsOf(set.faqs);
    const vectors = await embedAll(
      embedding,
      texts.map(({ text }) => text),
    );
    const faqVectors = api.FaqVectors.of(
      texts.flatMap(({ faqIds }, i) => faqIds.map((faqId) => ({ faqId, vector: vectors[i] }))),
    );
    const queryVectors = await embedAll(
      embedding,
      set.queries.map(({ query }) => query),
    );
    meaningOfQuery = (i) => api.meaningOf(faqVectors, queryVectors[i], (id) => faqById.get(id));
  }
  /** @type {Map<string, Reply>} */
  const replies = new Map();
  let asked = 0;
  for (const [i, { query }] of set.queries.entries()) {
    api.useTrade(set.trade ?? 'none');
    let decision = lexical.engine.decide(query, undefined, meaningOfQuery(i));
    if (choosing && api.isUnsure(decision) && !decision.followUp) {
      asked += 1;
      const candidates = api.candidatesOf(decision).slice(0, api.MAX_CHOICES);
      try {
        const content = await withRetries(() =>
          api.completeChat(choosing, api.choicePrompt(query, candidates), 8),
        );
        const pick = api.parseChoice(content, candidates.length);
        if (pick) decision = api.decisionAfterChoice(decision, pick);
      } catch {
        // As in the service: no usable answer leaves the engine's decision.
      }
    }
    replies.set(query, replyOf(decision));
  }
  return {
    answer: (/** @type {string} */ query) => /** @type {Reply} */ (replies.get(query)),
    asked,
  };
}

const pct = (/** @type {number} */ value) => `${(value * 100).toFixed(1).padStart(6)}%`;
const rates = (/** @type {Rates} */ result) =>
  [result.inScope, result.wrongFaq, result.oneClick, result.decline]
    .map((value) => (value === null || Number.isNaN(value) ? '     - ' : pct(value)))
    .join(' ');
/**
 * @param {string} set
 * @param {string} method
 * @param {Rates} result
 */
const line = (set, method, result) =>
  console.log(`${set.padEnd(40)} ${method.padEnd(26)} ${rates(result)}`);

/**
 * @param {EvalSet[]} sets
 * @param {ModelSettings} settings
 */
async function compare(sets, settings) {
  const results = [];
  for (const set of sets) {
    const lexical = evaluate(set, engineAnswerer(set));
    const { answer, asked } = await modelAnswerer(set, settings);
    const model = evaluate(set, answer);
    line(set.name, 'lexical engine', lexical);
    line('', `with the model${settings.choosing ? ` (${asked} asked)` : ''}`, model);
    results.push({ name: set.name, lexical, model });
  }
  return results;
}

/** @param {'dev' | 'test'} half */
async function modelEval(half) {
  const settings = modelSettings();
  if (!settings.embedding && !settings.choosing) {
    console.error(
      'npm run eval -- --model needs a model: set EMBEDDING_MODEL (with EMBEDDING_BASE_URL or LLM_BASE_URL) for embeddings, and/or LLM_CHOOSE=on with LLM_BASE_URL and LLM_MODEL for the model that picks (docs/answer-engine.md).',
    );
    process.exitCode = 2;
    return;
  }
  const using = [
    settings.embedding && `embeddings ${settings.embedding.model}`,
    settings.choosing && `choosing ${settings.choosing.model}`,
  ].filter(Boolean);
  console.log(
    `\nWith the configured model (${using.join(', ')}): answered, wrong, 1-click, declines`,
  );
  console.log(`\nCold start: the shops' own FAQs (${half} halves)`);
  const shops = await compare(shopSets(half), settings);
  line('mean over shops', 'lexical engine', meanOf(shops.map((shop) => shop.lexical)));
  line('', 'with the model', meanOf(shops.map((shop) => shop.model)));
  if (!hint3Available()) return;
  console.log('\nCold start: HINT3 bots, first k training sentences of each intent as the FAQs');
  await compare(hint3ColdStartSets(half), settings);
}

module.exports = { modelEval, modelSettings };

// @ts-check
// The same-work reference for a chat reply (`npm run bench`): one Node process doing what a reply
// needs and nothing the architecture adds. Fastify checks the body with a JSON schema; the
// answer-engine library, built with the demo shop's profile, decides over the same generated
// FAQs; the session's last exchange is read and the two transcript rows written to the same
// database (the chat service's own, after it has stopped), with the same SQL, pool size, read
// batching and group commit (BatchedWrites) as the chat service. No log line per request.
//
// Settings (environment): REFERENCE_FAQS (how many generated FAQs), and DATABASE_URL (Postgres)
// or PGLITE_DIR (the embedded chat service's data directory, served here as it is there).
'use strict';
const { randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const Fastify = require('fastify');
const DataLoader = require('dataloader');
const { Pool } = require('pg');
const {
  AnswerEngine,
  DEMO_SHOP_PROFILE,
  FaqSearch,
  composeReply,
  offeredFaqs,
} = require('@caddie/answer-engine');
const { BatchedWrites, startEmbeddedPostgres } = require('@caddie/service-kit/database');
const { generate } = require('../eval/bench-scale');

/** @typedef {import('@caddie/answer-engine').ConversationContext} ConversationContext */
/** @typedef {import('@caddie/answer-engine').Decision} Decision */
/** @typedef {{ message: string, sessionId: string }} ChatBody */

// The chat service's defaults: DB_POOL_SIZE, its transcript's batch bound, 4 popular FAQs.
const POOL_SIZE = 10;
const MAX_LINES_PER_WRITE = 2000;
const POPULAR_COUNT = 4;
const COLUMNS = [
  'id',
  'session_id',
  'sender',
  'text',
  'faq_id',
  'score',
  'reply_kind',
  'latency_ms',
  'offered_faq_ids',
  'learned_id',
  'created_at',
];
/** @type {Record<Decision['kind'], string>} */
const REPLY_KINDS = {
  confident: 'answered',
  unsure: 'unsure',
  none: 'declined',
  'small-talk': 'small-talk',
};

const CHAT_BODY = {
  type: 'object',
  required: ['message', 'sessionId'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 500 },
    sessionId: { type: 'string', minLength: 1, maxLength: 100 },
  },
};

async function openDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('Set DATABASE_URL or PGLITE_DIR');
  return startEmbeddedPostgres(dir);
}

/** @param {Pool} pool */
function lastExchangeReader(pool) {
  return new DataLoader(
    /** @param {readonly string[]} sessionIds @returns {Promise<ConversationContext[]>} */
    async (sessionIds) => {
      const { rows } = await pool.query(
        `SELECT s.id AS session_id, m.sender, m.text, m.faq_id
           FROM unnest($1::varchar[]) AS s(id)
           CROSS JOIN LATERAL (
             SELECT sender, text, faq_id FROM chat_messages
              WHERE session_id = s.id ORDER BY created_at DESC LIMIT 2
           ) AS m`,
        [sessionIds],
      );
      return sessionIds.map((sessionId) => {
        const lines = rows.filter((row) => row.session_id === sessionId);
        const visitor = lines.find((row) => row.sender === 'visitor');
        const bot = lines.find((row) => row.sender === 'bot');
        return { previousQuestion: visitor?.text, previousFaqId: bot?.faq_id ?? null };
      });
    },
    { cache: false },
  );
}

/** @param {Pool} pool */
function transcriptWriter(pool) {
  return new BatchedWrites(
    /** @param {unknown[][]} lines */
    async (lines) => {
      const values = lines.flat();
      const tuples = lines.map(
        (_, line) =>
          `(${COLUMNS.map((__, column) => `$${line * COLUMNS.length + column + 1}`).join(', ')})`,
      );
      await pool.query(
        `INSERT INTO chat_messages (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`,
        values,
      );
    },
    MAX_LINES_PER_WRITE,
  );
}

async function main() {
  const database = await openDatabase();
  const pool = new Pool({
    connectionString: database.url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 5000,
  });
  const faqs = generate(Number(process.env.REFERENCE_FAQS ?? 1000)).map((faq, i) => ({
    id: i + 1,
    question: faq.question,
    answer: faq.answer,
  }));
  const search = await FaqSearch.fromPages([faqs], DEMO_SHOP_PROFILE.searchWeights);
  const engine = new AnswerEngine(search, DEMO_SHOP_PROFILE);
  const popular = faqs.slice(0, POPULAR_COUNT);
  const lastExchanges = lastExchangeReader(pool);
  const writes = transcriptWriter(pool);

  const app = Fastify({ logger: false });
  app.post('/api/chat', { schema: { body: CHAT_BODY } }, async (request) => {
    const { message, sessionId } = /** @type {ChatBody} */ (request.body);
    const started = performance.now();
    const context = await lastExchanges.load(sessionId);
    const decision = engine.decide(message, context);
    const reply = composeReply(
      decision,
      DEMO_SHOP_PROFILE,
      popular.map((faq) => faq.question),
    );
    const suggestions = offeredFaqs(decision, popular).map(({ id, question }) => ({
      faqId: id,
      question,
    }));
    const messageId = randomUUID();
    const at = new Date();
    await writes.add([
      [randomUUID(), sessionId, 'visitor', message, null, null, null, null, null, null, at],
      [
        messageId,
        sessionId,
        'bot',
        reply.text,
        reply.faqId,
        reply.score,
        REPLY_KINDS[decision.kind],
        performance.now() - started,
        suggestions.length > 0 ? suggestions.map((offer) => offer.faqId) : null,
        'hit' in decision ? (decision.hit.learnedId ?? null) : null,
        new Date(at.getTime() + 1),
      ],
    ]);
    return {
      response: reply.text,
      messageId,
      ...(suggestions.length > 0 ? { suggestions } : {}),
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('SIGTERM', async () => {
    await app.close();
    await pool.end();
    await database.stop();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

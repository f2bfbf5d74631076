import { Counter, Gauge, Histogram } from 'prom-client';
import type { EmbeddingFailure } from '@caddie/answer-engine';

/** What a call to /embeddings was for: a visitor's message, or a batch of FAQ texts. */
export type EmbeddingPurpose = 'message' | 'faqs';
export type EmbeddingOutcome = 'ok' | EmbeddingFailure;
/** Why a message was answered by the lexical engine alone with the feature on. */
export type FallbackReason = EmbeddingFailure | 'not-ready';

export const embeddingCalls = new Counter({
  name: 'caddie_embedding_requests_total',
  help: 'Calls to the embedding endpoint by purpose (message, faqs) and outcome (ok, late, rate-limited, error, malformed)',
  labelNames: ['purpose', 'outcome'] as const,
});

export const embeddingSeconds = new Histogram({
  name: 'caddie_embedding_request_seconds',
  help: 'Time of calls to the embedding endpoint by purpose (message, faqs), failed ones included',
  labelNames: ['purpose'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10, 30],
});

export const embeddingFallbacks = new Counter({
  name: 'caddie_embedding_fallbacks_total',
  help: 'Messages answered by the lexical engine alone although embeddings are on, by reason (late, rate-limited, error, malformed: the call; not-ready: no FAQ vectors yet)',
  labelNames: ['reason'] as const,
});

export const embeddingCache = new Counter({
  name: 'caddie_embedding_cache_total',
  help: "FAQ texts looked up in the chat database's stored vectors on an index rebuild: hit (stored for this model), miss (sent to the endpoint)",
  labelNames: ['result'] as const,
});

export const embeddedFaqTexts = new Gauge({
  name: 'caddie_embedding_faq_texts',
  help: 'FAQ texts whose vectors the ranking of this replica uses (current model)',
});

/** Every series shows from the start, at 0, so a rate or an alert over it has data. */
const OUTCOMES: EmbeddingOutcome[] = ['ok', 'late', 'rate-limited', 'error', 'malformed'];
for (const purpose of ['message', 'faqs'] as const)
  for (const outcome of OUTCOMES) embeddingCalls.inc({ purpose, outcome }, 0);
for (const reason of ['late', 'rate-limited', 'error', 'malformed', 'not-ready'] as const)
  embeddingFallbacks.inc({ reason }, 0);
for (const result of ['hit', 'miss'] as const) embeddingCache.inc({ result }, 0);

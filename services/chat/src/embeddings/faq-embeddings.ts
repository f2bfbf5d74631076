import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import {
  EmbeddingEndpoint,
  EmbeddingError,
  FaqTextVector,
  FaqTexts,
  FaqVectors,
  embedTexts,
  faqTextsOf,
} from '@caddie/answer-engine';
import { ChatServiceConfig } from '../config/chat-service.config';
import {
  embeddedFaqTexts,
  embeddingCache,
  embeddingCalls,
  embeddingSeconds,
} from './embedding.metrics';
import { EmbeddingStore, textKey } from './embedding-store';

/** A batch is sent this many times at most (429s and failures), then the run stops. */
export const BATCH_ATTEMPTS = 4;
/** Waits between attempts of a batch without Retry-After; a Retry-After is capped at the last. */
export const BATCH_RETRY_MS = [1_000, 5_000, 30_000];
/** A batch of FAQ texts may take this long (a provider embeds 2048 texts in a few seconds). */
export const BATCH_TIMEOUT_MS = 60_000;
/** A run that stopped is run again after these waits, then left to the next index rebuild. */
export const RUN_RETRY_MS = [60_000, 300_000, 900_000];

/**
 * The vectors of the active FAQs' texts (question, phrasings, answer) from the configured
 * embedding model. On every index rebuild the texts not yet in the store are embedded in the
 * background, in batches; until they are, the ranking uses the vectors it has (none after a
 * model change: the lexical engine alone). Bounded: a batch is tried BATCH_ATTEMPTS times,
 * a failed run RUN_RETRY_MS.length more times, and a newer rebuild replaces a running one.
 */
@Injectable()
export class FaqEmbeddings implements OnApplicationShutdown {
  private readonly logger = new Logger(FaqEmbeddings.name);
  readonly endpoint?: EmbeddingEndpoint;
  private vectors?: FaqVectors;
  private generation = 0;
  private running: Promise<void> = Promise.resolve();
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    config: ChatServiceConfig,
    private readonly store: EmbeddingStore,
  ) {
    this.endpoint = config.embeddingEndpoint;
  }

  /** The vectors the ranking uses now; undefined until some are ready. */
  get current(): FaqVectors | undefined {
    return this.vectors?.size ? this.vectors : undefined;
  }

  /** Starts embedding what these FAQs lack, in the background; a no-op with the feature off. */
  refresh(faqs: FaqTexts[]): void {
    if (!this.endpoint || this.stopped) return;
    const generation = ++this.generation;
    clearTimeout(this.retryTimer);
    this.running = this.running.then(() => this.run(faqs, generation, 0));
  }

  /** Resolves once the runs started so far are over (tests, shutdown). */
  settled(): Promise<void> {
    return this.running;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private async run(faqs: FaqTexts[], generation: number, retry: number): Promise<void> {
    if (generation !== this.generation || this.stopped) return;
    const endpoint = this.endpoint!;
    try {
      const texts = faqTextsOf(faqs);
      const keys = texts.map(({ text }) => textKey(text));
      const stored = await this.store.find(endpoint.model, keys);
      const missing = texts.filter((_, i) => !stored.has(keys[i].toString('hex')));
      embeddingCache.inc({ result: 'hit' }, texts.length - missing.length);
      embeddingCache.inc({ result: 'miss' }, missing.length);
      const vectorOf = (i: number) => stored.get(keys[i].toString('hex'));
      this.use(texts.flatMap(({ faqIds }, i) => withFaqs(faqIds, vectorOf(i))));
      if (missing.length === 0) return;
      this.logger.log(`Embedding ${missing.length} FAQ texts with ${endpoint.model}`);
      for (let start = 0; start < missing.length; start += endpoint.batchSize) {
        if (generation !== this.generation || this.stopped) return;
        const batch = missing.slice(start, start + endpoint.batchSize);
        const vectors = await this.embedBatch(batch.map(({ text }) => text));
        const entries = batch.map(({ text }, i) => ({ key: textKey(text), vector: vectors[i] }));
        await this.store.save(endpoint.model, entries);
        for (const entry of entries) stored.set(entry.key.toString('hex'), entry.vector);
      }
      this.use(texts.flatMap(({ faqIds }, i) => withFaqs(faqIds, vectorOf(i))));
      this.logger.log(`FAQ texts embedded: ${this.vectors?.size ?? 0} vectors in use`);
    } catch (error) {
      this.retryLater(faqs, generation, retry, error as Error);
    }
  }

  private retryLater(faqs: FaqTexts[], generation: number, retry: number, error: Error): void {
    const wait = RUN_RETRY_MS[retry];
    this.logger.warn(
      `FAQ texts not all embedded (${error.message}); the lexical ranking covers those left, ` +
        (wait === undefined ? 'until the next index rebuild' : `tried again in ${wait} ms`),
    );
    if (wait === undefined || this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.running = this.running.then(() => this.run(faqs, generation, retry + 1));
    }, wait);
    this.retryTimer.unref();
  }

  /** One batch's vectors, after a 429's Retry-After or a pause on failure, BATCH_ATTEMPTS at most. */
  private async embedBatch(texts: string[]): Promise<Float32Array[]> {
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      try {
        const vectors = await embedTexts(this.endpoint!, texts, BATCH_TIMEOUT_MS);
        embeddingCalls.inc({ purpose: 'faqs', outcome: 'ok' });
        return vectors;
      } catch (error) {
        const failure = error as EmbeddingError;
        embeddingCalls.inc({ purpose: 'faqs', outcome: failure.reason ?? 'error' });
        if (attempt >= BATCH_ATTEMPTS || this.stopped) throw failure;
        const pause = BATCH_RETRY_MS[attempt - 1];
        const wait = Math.min(failure.retryAfterMs ?? pause, BATCH_RETRY_MS.at(-1)!);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      } finally {
        embeddingSeconds.observe({ purpose: 'faqs' }, (performance.now() - started) / 1000);
      }
    }
  }

  private use(entries: FaqTextVector[]): void {
    this.vectors = FaqVectors.of(entries);
    embeddedFaqTexts.set(this.vectors.size);
  }
}

function withFaqs(faqIds: number[], vector: Float32Array | undefined): FaqTextVector[] {
  return vector ? faqIds.map((faqId) => ({ faqId, vector })) : [];
}

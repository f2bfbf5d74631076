import { Injectable, Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import {
  EmbeddingError,
  ReadSmallTalk,
  embedTexts,
  normalize,
  smallTalkReader,
} from '@caddie/answer-engine';
import { ChatServiceConfig } from '../config/chat-service.config';
import { embeddingCalls, embeddingFallbacks, embeddingSeconds } from './embedding.metrics';
import { FaqEmbeddings } from './faq-embeddings';

/**
 * A visitor's message as the embedding model sees it: one call, no retry, given up after
 * EMBEDDING_TIMEOUT_MS. Undefined whenever the ranking must do without (feature off, no FAQ
 * vectors yet, small talk, a late or failed call): the lexical engine then answers alone.
 */
@Injectable()
export class MessageEmbedding {
  private readonly logger = new Logger(MessageEmbedding.name);
  /** Small talk as the engine hears it: the shop profile's assistant. */
  private readonly smallTalk: ReadSmallTalk;

  constructor(
    private readonly faqs: FaqEmbeddings,
    config: ChatServiceConfig,
  ) {
    this.smallTalk = smallTalkReader(config.shopProfile.assistant);
  }

  async of(message: string): Promise<Float32Array | undefined> {
    const endpoint = this.faqs.endpoint;
    if (!endpoint) return undefined;
    const talk = this.smallTalk(normalize(message));
    // Small talk is answered without the index; a request for a person may still find an FAQ.
    if (talk && talk !== 'human') return undefined;
    if (!this.faqs.current) {
      embeddingFallbacks.inc({ reason: 'not-ready' });
      return undefined;
    }
    const started = performance.now();
    try {
      const [vector] = await embedTexts(endpoint, [message], endpoint.timeoutMs);
      embeddingCalls.inc({ purpose: 'message', outcome: 'ok' });
      return vector;
    } catch (error) {
      const { reason = 'error', message: why } = error as EmbeddingError;
      embeddingCalls.inc({ purpose: 'message', outcome: reason });
      embeddingFallbacks.inc({ reason });
      this.logger.debug(`Message answered without embeddings: ${why}`);
      return undefined;
    } finally {
      embeddingSeconds.observe({ purpose: 'message' }, (performance.now() - started) / 1000);
    }
  }
}

import type { EmbeddingEndpoint } from '@caddie/answer-engine';
import { toNumber } from '@caddie/service-kit';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { HandoffSettings } from './handoff-settings';

const TIMEOUT_MESSAGE = 'EMBEDDING_TIMEOUT_MS must be a whole number of milliseconds, 50 to 5000';
const BATCH_MESSAGE = 'EMBEDDING_BATCH_SIZE must be a whole number of texts, 1 to 2048';
const BASE_URL_MESSAGE =
  'EMBEDDING_MODEL needs EMBEDDING_BASE_URL (or LLM_BASE_URL): the OpenAI-compatible endpoint that serves /embeddings';

/** The LLM settings the embedding ones default to (declared on ChatServiceConfig). */
interface SharedModelSettings {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
}

/** With EMBEDDING_MODEL set, a base URL of its own or the chat model's. */
function NeedsEmbeddingEndpoint(): PropertyDecorator {
  return ValidateBy({
    name: 'needsEmbeddingEndpoint',
    validator: {
      validate: (value: unknown, args) => {
        const config = args?.object as EmbeddingSettings & SharedModelSettings;
        return value === undefined || Boolean(config.EMBEDDING_BASE_URL ?? config.LLM_BASE_URL);
      },
      defaultMessage: () => BASE_URL_MESSAGE,
    },
  });
}

/**
 * The chat service's settings for embeddings in the ranking (docs/answer-engine.md,
 * "Embeddings in the ranking"): off unless EMBEDDING_MODEL is set; the endpoint and key default
 * to the chat model's (LLM_BASE_URL, LLM_API_KEY), as one provider usually serves both.
 */
export abstract class EmbeddingSettings extends HandoffSettings {
  /**
   * The embedding model's name at the endpoint (e.g. text-embedding-3-small); set, the ranking
   * reads meaning too (docs/answer-engine.md). One call per message, one text per new FAQ text.
   */
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'EMBEDDING_MODEL must be at most 200 characters' })
  @NeedsEmbeddingEndpoint()
  EMBEDDING_MODEL?: string;

  /**
   * An OpenAI-compatible base URL (…/v1) of its own; unset, LLM_BASE_URL's. One of the two is
   * required with EMBEDDING_MODEL.
   */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'EMBEDDING_BASE_URL must be an http(s) URL such as https://api.openai.com/v1' },
  )
  EMBEDDING_BASE_URL?: string;

  /** Sent as a bearer token; unset, LLM_API_KEY's. Keep it in a secret. */
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'EMBEDDING_API_KEY must be at most 500 characters' })
  EMBEDDING_API_KEY?: string;

  /**
   * How long a visitor's message may wait for its embedding; after that it is answered by the
   * lexical engine alone. It adds to every reply's latency at worst, so it is short.
   */
  @toNumber
  @IsInt({ message: TIMEOUT_MESSAGE })
  @Min(50, { message: TIMEOUT_MESSAGE })
  @Max(5000, { message: TIMEOUT_MESSAGE })
  EMBEDDING_TIMEOUT_MS = 300;

  /** FAQ texts per /embeddings request when the index is rebuilt (providers cap it: 2048). */
  @toNumber
  @IsInt({ message: BATCH_MESSAGE })
  @Min(1, { message: BATCH_MESSAGE })
  @Max(2048, { message: BATCH_MESSAGE })
  EMBEDDING_BATCH_SIZE = 64;

  /** The embedding endpoint as configured, or undefined when the feature is off. */
  get embeddingEndpoint(): EmbeddingEndpoint | undefined {
    const shared = this as unknown as SharedModelSettings;
    const baseUrl = this.EMBEDDING_BASE_URL ?? shared.LLM_BASE_URL;
    if (!this.EMBEDDING_MODEL || !baseUrl) return undefined;
    return {
      baseUrl,
      model: this.EMBEDDING_MODEL,
      apiKey: this.EMBEDDING_API_KEY ?? shared.LLM_API_KEY,
      timeoutMs: this.EMBEDDING_TIMEOUT_MS,
      batchSize: this.EMBEDDING_BATCH_SIZE,
    };
  }
}

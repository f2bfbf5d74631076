import { ChatModelEndpoint, ShopProfile, TRADES, Trade } from '@caddie/answer-engine';
import type { LearningMode } from '@caddie/contracts';
import { ADDRESS_MESSAGE, ADDRESS_PATTERN, toNumber } from '@caddie/service-kit';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { EmbeddingSettings } from './embedding-settings';
import { IsShopProfileFile, readShopProfile } from './shop-profile-file';

// Listed here, not imported: the contracts' values need reflect-metadata loaded first.
const LEARNING_MODES: readonly LearningMode[] = ['off', 'review', 'auto'];
const LEARNING_MIN_SESSIONS_MESSAGE =
  'LEARNING_MIN_SESSIONS must be a whole number of chat sessions, 1 to 100';
const LEARNING_MAX_PER_SESSION_HOUR_MESSAGE =
  'LEARNING_MAX_PER_SESSION_HOUR must be a whole number of messages, 1 to 100';
const LEARNING_MAX_UNHELPFUL_MESSAGE =
  'LEARNING_MAX_UNHELPFUL must be a whole number of votes, 1 to 100';

/** LLM_CHOOSE=on asks a chat model, so one must be configured. */
function NeedsChatModel(): PropertyDecorator {
  return ValidateBy({
    name: 'needsChatModel',
    validator: {
      validate: (value: unknown, args) => {
        const config = args?.object as ChatServiceConfig;
        return value !== 'on' || Boolean(config.LLM_BASE_URL && config.LLM_MODEL);
      },
      defaultMessage: () =>
        'LLM_CHOOSE=on needs LLM_BASE_URL and LLM_MODEL: the chat model that picks among the candidates',
    },
  });
}

/**
 * Everything the chat service reads from its environment, validated once at boot; the
 * handoff settings are kept together in HandoffSettings, the embedding ones in
 * EmbeddingSettings.
 */
export class ChatServiceConfig extends EmbeddingSettings {
  TCP_PORT = 4003;
  HEALTH_PORT = 3103;

  /** Postgres URL of the chat database; unset means embedded PGlite under DATA_DIR/chat-db. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, {
    message: 'CHAT_DATABASE_URL must look like postgres://user:pass@host:5432/chat',
  })
  CHAT_DATABASE_URL?: string;

  /** Embedded (TCP) mode: where the faq service listens, to read the active FAQs. */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  FAQ_SERVICE_ADDRESS = '127.0.0.1:4002';

  /**
   * The shop the assistant serves, as a JSON file (a path, absolute or from the working folder):
   * its trade and the words that point elsewhere for its visitors (vocabulary.elsewhere: other
   * companies they name, declined as not the shop's), the assistant's names, texts and persona,
   * the support contact and, where the shop's differ from the engine's fitted ones, search
   * weights, bands and probability model
   * (ShopProfile in libs/answer-engine). Unset: the demo golf shop's,
   * libs/answer-engine/src/shop-profile/demo-golf-shop.json, the model for another shop's.
   */
  @IsOptional()
  @IsShopProfileFile()
  SHOP_PROFILE?: string;

  /**
   * How a visitor reaches a person; named when the assistant cannot answer. Set, it wins over
   * the shop profile's supportContact (the demo shop's: its email and phone).
   */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  SUPPORT_CONTACT?: string;

  /**
   * The shop's trade, whose own words join the generic synonyms: golf, or none for a shop whose
   * trade has no vocabulary in the engine. Set, it wins over the shop profile's vocabulary.trade
   * (the demo shop's: golf).
   */
  @IsOptional()
  @IsIn(TRADES, { message: `SHOP_TRADE must be one of: ${TRADES.join(', ')}` })
  SHOP_TRADE?: Trade;

  #shopProfile?: ShopProfile;

  /** The shop profile in use: SHOP_PROFILE's, with SUPPORT_CONTACT and SHOP_TRADE over its own. */
  get shopProfile(): ShopProfile {
    if (!this.#shopProfile) {
      const profile = readShopProfile(this.SHOP_PROFILE);
      this.#shopProfile = {
        ...profile,
        supportContact: this.SUPPORT_CONTACT ?? profile.supportContact,
        vocabulary: { ...profile.vocabulary, trade: this.SHOP_TRADE ?? profile.vocabulary.trade },
      };
    }
    return this.#shopProfile;
  }

  /**
   * Optional OpenAI-compatible endpoint (e.g. https://api.openai.com/v1) that rewords the
   * retrieved FAQ answers into one reply. Off unless both LLM_BASE_URL and LLM_MODEL are set.
   */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'LLM_BASE_URL must be an http(s) URL such as https://api.openai.com/v1' },
  )
  LLM_BASE_URL?: string;

  /** The chat model's name at that endpoint (e.g. gpt-4o-mini). */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  LLM_MODEL?: string;

  /** Sent as a bearer token; keep it in a secret, never in the repository. */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  LLM_API_KEY?: string;

  /**
   * After this long without a reply, the retrieval answer is sent instead; keep it below the
   * gateway's RPC_TIMEOUT_MS, as the call adds to the reply's time.
   */
  @toNumber
  @IsInt({ message: 'LLM_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100)
  @Max(10_000)
  LLM_TIMEOUT_MS = 2000;

  /** The chat model as configured, or undefined when LLM_BASE_URL or LLM_MODEL is unset. */
  get chatModelEndpoint(): ChatModelEndpoint | undefined {
    if (!this.LLM_BASE_URL || !this.LLM_MODEL) return undefined;
    return {
      baseUrl: this.LLM_BASE_URL,
      model: this.LLM_MODEL,
      apiKey: this.LLM_API_KEY,
      timeoutMs: this.LLM_TIMEOUT_MS,
    };
  }

  /**
   * on: the chat model (LLM_BASE_URL and LLM_MODEL, required) picks which of an unsure reply's
   * candidates answers the message, or none (model-choice/); the reply is always an FAQ's own
   * answer or the decline, and the engine's own when the model is late or its answer malformed.
   * One call per unsure reply.
   */
  @IsIn(['on', 'off'], { message: 'LLM_CHOOSE must be on or off' })
  @NeedsChatModel()
  LLM_CHOOSE: 'on' | 'off' = 'off';

  /**
   * What a visitor's pick of a suggested FAQ, or helpful vote on an answer, teaches the engine
   * (docs/answer-engine.md, "Learning from visitors"): nothing (off), evidence the admin
   * accepts or rejects in Insights (review), or a learned phrasing at once (auto).
   */
  @IsIn(LEARNING_MODES, { message: `LEARNING must be one of: ${LEARNING_MODES.join(', ')}` })
  LEARNING: LearningMode = 'review';

  /**
   * Auto mode: how many distinct chat sessions must pick the same FAQ (or rate its answer
   * helpful) after messages with the same content words before those are learned (until then
   * they wait for review).
   */
  @toNumber
  @IsInt({ message: LEARNING_MIN_SESSIONS_MESSAGE })
  @Min(1, { message: LEARNING_MIN_SESSIONS_MESSAGE })
  @Max(100, { message: LEARNING_MIN_SESSIONS_MESSAGE })
  LEARNING_MIN_SESSIONS = 1;

  /** A chat session teaches at most this many messages an hour: one visitor cannot flood it. */
  @toNumber
  @IsInt({ message: LEARNING_MAX_PER_SESSION_HOUR_MESSAGE })
  @Min(1, { message: LEARNING_MAX_PER_SESSION_HOUR_MESSAGE })
  @Max(100, { message: LEARNING_MAX_PER_SESSION_HOUR_MESSAGE })
  LEARNING_MAX_PER_SESSION_HOUR = 3;

  /**
   * A learned phrasing whose answers draw this many "not helpful" votes goes back to review,
   * out of the engine, until the admin accepts it again.
   */
  @toNumber
  @IsInt({ message: LEARNING_MAX_UNHELPFUL_MESSAGE })
  @Min(1, { message: LEARNING_MAX_UNHELPFUL_MESSAGE })
  @Max(100, { message: LEARNING_MAX_UNHELPFUL_MESSAGE })
  LEARNING_MAX_UNHELPFUL = 2;

  /** Transcripts older than this are deleted by the scheduled cleanup. */
  @toNumber
  @IsInt({ message: 'RETENTION_DAYS must be a whole number of days, 1 to 3650' })
  @Min(1, { message: 'RETENTION_DAYS must be a whole number of days, 1 to 3650' })
  @Max(3650, { message: 'RETENTION_DAYS must be a whole number of days, 1 to 3650' })
  RETENTION_DAYS = 90;

  /** How often the cleanup runs (it also runs once at start). */
  @toNumber
  @IsInt({ message: 'RETENTION_CLEANUP_MINUTES must be a whole number of minutes, 1 to 1440' })
  @Min(1, { message: 'RETENTION_CLEANUP_MINUTES must be a whole number of minutes, 1 to 1440' })
  @Max(1440, { message: 'RETENTION_CLEANUP_MINUTES must be a whole number of minutes, 1 to 1440' })
  RETENTION_CLEANUP_MINUTES = 60;

  /**
   * How often the popular FAQs (the chat page's chips, a decline's topics; docs/api.md) are
   * counted again from today's transcripts (also once at start).
   */
  @toNumber
  @IsInt({ message: 'POPULAR_REFRESH_SECONDS must be a whole number of seconds, 1 to 3600' })
  @Min(1, { message: 'POPULAR_REFRESH_SECONDS must be a whole number of seconds, 1 to 3600' })
  @Max(3600, { message: 'POPULAR_REFRESH_SECONDS must be a whole number of seconds, 1 to 3600' })
  POPULAR_REFRESH_SECONDS = 60;
}

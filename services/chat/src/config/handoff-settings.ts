import { DatabaseServiceConfig, toNumber } from '@caddie/service-kit';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';

const HANDOFF_SECRET_MESSAGE =
  'HANDOFF_WEBHOOK_SECRET must be at least 16 characters of random text (it signs what HANDOFF_WEBHOOK_URL receives)';
const HTTPS_MESSAGE =
  "HANDOFF_WEBHOOK_URL must be an https:// URL in production mode (REDIS_URL set): each delivery carries a visitor's email and conversation. Use the helpdesk's https address; http:// is for trying it out in embedded mode only.";
const ATTEMPTS_MESSAGE = 'HANDOFF_WEBHOOK_MAX_ATTEMPTS must be a whole number of attempts, 1 to 50';
const PER_EMAIL_MESSAGE =
  'HANDOFF_MAX_PER_EMAIL_PER_DAY must be a whole number of requests, 1 to 1000';
const PER_HOUR_MESSAGE = 'HANDOFF_MAX_PER_HOUR must be a whole number of requests, 1 to 100000';

/** http:// only where nothing leaves the machine: embedded mode (no REDIS_URL). */
function HttpsOutsideEmbeddedMode(): PropertyDecorator {
  return ValidateBy({
    name: 'httpsOutsideEmbeddedMode',
    validator: {
      validate: (value: unknown, args) =>
        (args?.object as HandoffSettings).REDIS_URL === undefined ||
        (typeof value === 'string' && /^https:\/\//i.test(value)),
      defaultMessage: () => HTTPS_MESSAGE,
    },
  });
}

/**
 * The chat service's settings for "Leave your question for our team": the limits on new
 * requests and the helpdesk webhook (docs/api.md, "The helpdesk webhook").
 */
export abstract class HandoffSettings extends DatabaseServiceConfig {
  /**
   * Optional: where each new handoff request is also sent, as JSON signed with a timestamp (a
   * helpdesk's webhook; docs/api.md, "The helpdesk webhook"). https:// outside embedded mode.
   */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    {
      message:
        'HANDOFF_WEBHOOK_URL must be an http(s) URL such as https://helpdesk.example/hooks/caddie',
    },
  )
  @HttpsOutsideEmbeddedMode()
  HANDOFF_WEBHOOK_URL?: string;

  /** Signs each delivery (HMAC-SHA256 in X-Caddie-Signature); needed with the URL. */
  @ValidateIf((config: HandoffSettings) => config.HANDOFF_WEBHOOK_URL !== undefined)
  @IsString({ message: HANDOFF_SECRET_MESSAGE })
  @MinLength(16, { message: HANDOFF_SECRET_MESSAGE })
  HANDOFF_WEBHOOK_SECRET?: string;

  /** The webhook's first retry waits this long; each next one twice as long, up to an hour. */
  @toNumber
  @IsInt({ message: 'HANDOFF_WEBHOOK_RETRY_MS must be a whole number of milliseconds' })
  @Min(100)
  @Max(3_600_000)
  HANDOFF_WEBHOOK_RETRY_MS = 30_000;

  /**
   * Attempts before a delivery is given up as dead (shown in the Requests view, counted in
   * caddie_handoff_webhook_deliveries_total): 12 span about 5 hours with the default wait.
   */
  @toNumber
  @IsInt({ message: ATTEMPTS_MESSAGE })
  @Min(1, { message: ATTEMPTS_MESSAGE })
  @Max(50, { message: ATTEMPTS_MESSAGE })
  HANDOFF_WEBHOOK_MAX_ATTEMPTS = 12;

  /**
   * Requests one email address may leave in 24 hours: the team's replies cannot be turned on
   * someone's inbox, and a visitor still has room for a second question.
   */
  @toNumber
  @IsInt({ message: PER_EMAIL_MESSAGE })
  @Min(1, { message: PER_EMAIL_MESSAGE })
  @Max(1000, { message: PER_EMAIL_MESSAGE })
  HANDOFF_MAX_PER_EMAIL_PER_DAY = 3;

  /**
   * New requests the whole shop takes in an hour: a ceiling no flood can pass. Visitors over it
   * are told when to come back.
   */
  @toNumber
  @IsInt({ message: PER_HOUR_MESSAGE })
  @Min(1, { message: PER_HOUR_MESSAGE })
  @Max(100_000, { message: PER_HOUR_MESSAGE })
  HANDOFF_MAX_PER_HOUR = 300;
}

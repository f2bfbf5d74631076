import { ADDRESS_MESSAGE, ADDRESS_PATTERN, BaseServiceConfig, toNumber } from '@caddie/service-kit';
import {
  IsEmpty,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { WIDGET_GREETING_MAX, WIDGET_NAME_MAX } from '@caddie/contracts';
import { isAddressOrBlock } from '../http/client-address';

/** A comma-separated setting's entries, trimmed, without empty ones. */
const listOf = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * A secret copied from an example rather than generated: the examples' wording ("change-me",
 * "paste-the-output-of...") or too few distinct characters for random text (48 random base64
 * characters have about 30, 64 hex ones 16; a phrase or a repeated pattern fewer).
 */
@ValidatorConstraint({ name: 'notAPlaceholder' })
class NotAPlaceholder implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return true;
    const wording = /change-?me|example|placeholder|paste|replace|random-characters|secret/i;
    return !wording.test(value) && new Set(value).size >= 12;
  }
}

@ValidatorConstraint({ name: 'addressesOrBlocks' })
class AddressesOrBlocks implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && listOf(value).every(isAddressOrBlock);
  }
}

/** Everything the gateway reads from its environment, validated once at boot. */
export class GatewayConfig extends BaseServiceConfig {
  /** HTTP port of the API (and, in embedded mode, of the web page). */
  @toNumber
  @IsInt({ message: 'PORT must be a port number' })
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Where GET /metrics answers: a port of its own, which the ingress never routes (9464 is
   * the port Prometheus's exporters conventionally take; `npm start` sets 3104).
   */
  @toNumber
  @IsInt({ message: 'METRICS_PORT must be a port number' })
  @Min(0)
  @Max(65535)
  METRICS_PORT = 9464;

  /** Embedded mode: where the auth service listens (its TCP_PORT). */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  AUTH_SERVICE_ADDRESS = '127.0.0.1:4001';

  /** Embedded mode: where the faq service listens (its TCP_PORT). */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  FAQ_SERVICE_ADDRESS = '127.0.0.1:4002';

  /** Embedded mode: where the chat service listens (its TCP_PORT). */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  CHAT_SERVICE_ADDRESS = '127.0.0.1:4003';

  /** The deadline of a call to a service: later, the caller gets 503. */
  @toNumber
  @IsInt({ message: 'RPC_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100)
  @Max(60_000)
  RPC_TIMEOUT_MS = 5000;

  /**
   * The deadline of an import, instead of RPC_TIMEOUT_MS: imports write up to 200,000 rows in
   * one transaction, so they get longer.
   */
  @toNumber
  @IsInt({ message: 'IMPORT_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(1000)
  @Max(600_000)
  IMPORT_TIMEOUT_MS = 120_000;

  /**
   * On SIGTERM, how long responses still being sent may take before their connections are
   * closed; keep it below the orchestrator's grace period (30 s in deploy/k8s).
   */
  @toNumber
  @IsInt({ message: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(120_000)
  SHUTDOWN_GRACE_MS = 20_000;

  /**
   * Signs the session cookie; the same on every replica. Required with REDIS_URL; embedded mode
   * generates one and keeps it under DATA_DIR.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters of random text' })
  @Validate(NotAPlaceholder, {
    message:
      'SESSION_SECRET looks like a placeholder, not random text: generate one with `openssl rand -base64 48` and set it on every gateway replica',
  })
  SESSION_SECRET?: string;

  /** An admin session's idle lifetime: each request renews it, up to SESSION_MAX_HOURS. */
  @toNumber
  @IsInt({ message: 'SESSION_TTL_HOURS must be a whole number of hours' })
  @Min(1)
  @Max(720)
  SESSION_TTL_HOURS = 8;

  /**
   * An admin session's absolute lifetime from sign-in, however active: SESSION_TTL_HOURS is
   * idle time and rolls with every request, this does not.
   */
  @toNumber
  @IsInt({ message: 'SESSION_MAX_HOURS must be a whole number of hours' })
  @Min(1)
  @Max(720)
  SESSION_MAX_HOURS = 12;

  /**
   * auto: the cookie is Secure when the request came over HTTPS (behind a TLS proxy, that needs
   * TRUSTED_PROXIES). true (behind TLS, as the Kubernetes overlays run): always Secure, and
   * named `__Host-caddie.sid`, which no other host of the site can set. false: never Secure.
   */
  @IsIn(['auto', 'true', 'false'], { message: 'COOKIE_SECURE must be auto, true or false' })
  COOKIE_SECURE: 'auto' | 'true' | 'false' = 'auto';

  /** Embedded mode: the built web page to serve at / (npm start points it at web/dist). */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /**
   * The proxies in front of the gateway, as addresses or CIDR blocks separated by commas
   * ("10.0.0.0/8,fd00::/8"): only a request from one of them has its X-Forwarded-For read for
   * the client address that rate limits and the login throttle count, and for HTTPS detection.
   * Empty (the default): the peer's own address counts, and a client's X-Forwarded-For is
   * ignored. IPv6 clients count by their /64.
   */
  @IsString()
  @Validate(AddressesOrBlocks, {
    message:
      'TRUSTED_PROXIES takes the addresses or CIDR blocks your proxies connect from, separated by commas (e.g. 10.0.0.0/8,fd00::/8); names such as uniquelocal or true are not taken',
  })
  TRUSTED_PROXIES = '';

  /** Replaced by TRUSTED_PROXIES: refused, so an old setting is not silently ignored. */
  @IsEmpty({
    message:
      "TRUST_PROXY is replaced by TRUSTED_PROXIES: list your proxies' addresses or CIDR blocks there (e.g. TRUSTED_PROXIES=10.0.0.0/8) and remove TRUST_PROXY",
  })
  TRUST_PROXY?: string;

  /** TRUSTED_PROXIES as a list. */
  get trustedProxies(): string[] {
    return listOf(this.TRUSTED_PROXIES);
  }

  /**
   * Embedded (TCP) mode: where the gateway hears faq.changed, which drops its cached FAQ list
   * (the faq service's FAQ_EVENT_SUBSCRIBERS must name it). With Redis the event comes over Redis.
   */
  @toNumber
  @IsInt({ message: 'EVENTS_TCP_PORT must be a port number' })
  @Min(1)
  @Max(65535)
  EVENTS_TCP_PORT = 4004;

  /**
   * The shop's own sites that may show the chat widget (the /embed page in an iframe), as
   * origins separated by commas: "https://shop.example,https://www.shop.example". Empty:
   * only this server's own pages may frame it. The admin area is never framable. The web
   * container serves /embed with the same list (docs/widget.md).
   */
  @IsString()
  @Matches(/^(|https?:\/\/[a-z0-9.-]+(:\d{1,5})?(,\s*https?:\/\/[a-z0-9.-]+(:\d{1,5})?)*)$/i, {
    message:
      'EMBED_ORIGINS takes origins separated by commas, such as https://shop.example,https://www.shop.example (scheme and host, no path)',
  })
  EMBED_ORIGINS = '';

  /**
   * What the chat widget calls the assistant (its panel header, "Chat with ...";
   * docs/widget.md).
   */
  @IsString()
  @Length(1, WIDGET_NAME_MAX, {
    message: `WIDGET_NAME must be 1 to ${WIDGET_NAME_MAX} characters: the assistant's name as visitors see it`,
  })
  WIDGET_NAME = 'Caddie';

  /** The widget's first message, shown inside its panel (docs/widget.md). */
  @IsString()
  @Length(1, WIDGET_GREETING_MAX, {
    message: `WIDGET_GREETING must be 1 to ${WIDGET_GREETING_MAX} characters: the widget's first message`,
  })
  WIDGET_GREETING = 'Hi! What can I help you with?';

  /** EMBED_ORIGINS as a list. */
  get embedOrigins(): string[] {
    return listOf(this.EMBED_ORIGINS);
  }

  /** Chat messages one client (IP) may send a minute; more get 429 with Retry-After. */
  @toNumber
  @IsInt({ message: 'RATE_LIMIT_MESSAGES_PER_MINUTE must be a whole number' })
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_MESSAGES_PER_MINUTE = 30;

  /** Chat sessions one client (IP) may open a minute (one per page load). */
  @toNumber
  @IsInt({ message: 'RATE_LIMIT_SESSIONS_PER_MINUTE must be a whole number' })
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_SESSIONS_PER_MINUTE = 10;

  /** Votes on replies one client (IP) may send a minute (a vote may be changed). */
  @toNumber
  @IsInt({ message: 'RATE_LIMIT_FEEDBACK_PER_MINUTE must be a whole number' })
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_FEEDBACK_PER_MINUTE = 60;

  /**
   * Sign-in requests one client may send a minute, right or wrong, before the auth service's
   * own throttle (LOGIN_MAX_FAILURES) is even asked: a flood is turned away at the edge.
   */
  @toNumber
  @IsInt({ message: 'RATE_LIMIT_LOGIN_PER_MINUTE must be a whole number' })
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_LOGIN_PER_MINUTE = 10;
}

import { ADDRESS_MESSAGE, ADDRESS_PATTERN, BaseServiceConfig, toNumber } from '@caddie/service-kit';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';

/** Everything the gateway reads from its environment, validated once at boot. */
export class GatewayConfig extends BaseServiceConfig {
  @toNumber
  @IsInt({ message: 'PORT must be a port number' })
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Where GET /metrics answers: a port of its own, which the ingress never routes (9464 is
   * the port Prometheus's exporters conventionally take).
   */
  @toNumber
  @IsInt({ message: 'METRICS_PORT must be a port number' })
  @Min(0)
  @Max(65535)
  METRICS_PORT = 9464;

  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  AUTH_SERVICE_ADDRESS = '127.0.0.1:4001';

  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  FAQ_SERVICE_ADDRESS = '127.0.0.1:4002';

  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  CHAT_SERVICE_ADDRESS = '127.0.0.1:4003';

  /** How long a service may take to answer before the caller gets 503. */
  @toNumber
  @IsInt({ message: 'RPC_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100)
  @Max(60_000)
  RPC_TIMEOUT_MS = 5000;

  /** Imports write up to 200,000 rows in one transaction: they get longer. */
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

  /** Signs the session cookie. Required with REDIS_URL; embedded mode keeps one under DATA_DIR. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters of random text' })
  SESSION_SECRET?: string;

  @toNumber
  @IsInt({ message: 'SESSION_TTL_HOURS must be a whole number of hours' })
  @Min(1)
  @Max(720)
  SESSION_TTL_HOURS = 8;

  /** auto: Secure when the request came over HTTPS (needs TRUST_PROXY behind a TLS proxy). */
  @IsIn(['auto', 'true', 'false'], { message: 'COOKIE_SECURE must be auto, true or false' })
  COOKIE_SECURE: 'auto' | 'true' | 'false' = 'auto';

  /** Embedded mode: the built web page to serve at / (npm start points it at web/dist). */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /**
   * Fastify's trustProxy: false, true, or the proxies' addresses ("127.0.0.1,10.0.0.0/8",
   * "uniquelocal"). Not a hop count: Fastify 5.12 trusts no one for a count, since a count
   * cannot tell a proxy from a client that sends X-Forwarded-For itself.
   */
  @IsString()
  @Matches(/^(?!\d+$)/, {
    message:
      "TRUST_PROXY takes false, true or the proxies' addresses (e.g. uniquelocal or 10.0.0.0/8), not a hop count. Name the addresses your proxy connects from",
  })
  TRUST_PROXY = 'false';

  /**
   * Embedded (TCP) mode: where the gateway hears faq.changed (the faq service's
   * FAQ_EVENT_SUBSCRIBERS must name it). With Redis the event comes over Redis.
   */
  @toNumber
  @IsInt({ message: 'EVENTS_TCP_PORT must be a port number' })
  @Min(1)
  @Max(65535)
  EVENTS_TCP_PORT = 4004;

  /**
   * The shop's own sites that may show the chat widget (the /embed page in an iframe), as
   * origins separated by commas: "https://shop.example,https://www.shop.example". Empty:
   * only this server's own pages may frame it. The admin area is never framable.
   */
  @IsString()
  @Matches(/^(|https?:\/\/[a-z0-9.-]+(:\d{1,5})?(,\s*https?:\/\/[a-z0-9.-]+(:\d{1,5})?)*)$/i, {
    message:
      'EMBED_ORIGINS takes origins separated by commas, such as https://shop.example,https://www.shop.example (scheme and host, no path)',
  })
  EMBED_ORIGINS = '';

  /** EMBED_ORIGINS as a list. */
  get embedOrigins(): string[] {
    return this.EMBED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
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
}

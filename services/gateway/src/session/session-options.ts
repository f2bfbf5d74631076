import fastifyCookie, { Signer } from '@fastify/cookie';
import { FastifySessionOptions, MemoryStore, SessionStore } from '@fastify/session';
import { FastifyInstance } from 'fastify';
import { RedisStore } from 'connect-redis';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisOptionsFromUrl } from '@caddie/service-kit';
import { GatewayConfig } from '../config/gateway.config';
import { lazySessions } from './lazy-sessions';
import { sessionSecret } from './session-secret';
import { UnavailableWhenFailing } from './unavailable-when-failing';

declare module 'fastify' {
  interface Session {
    isAdmin?: boolean;
    signedInAt?: string;
  }
}

export const SESSION_COOKIE = 'caddie.sid';

/**
 * The session cookie's name: with COOKIE_SECURE=true, `__Host-caddie.sid`, which a browser
 * takes only with Secure, Path=/ and no Domain, so no other host of the site (and no page
 * over plain http) can set or shadow it. `auto` decides Secure per request, so it keeps the
 * plain name: the prefix would make browsers drop the cookie over http.
 */
export function sessionCookieName(config: Pick<GatewayConfig, 'COOKIE_SECURE'>): string {
  return config.COOKIE_SECURE === 'true' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/** Sessions kept by one embedded gateway at most; the oldest go first. */
const MEMORY_STORE_MAX = 10_000;

export interface SessionSetup {
  options: FastifySessionOptions;
  /** COOKIE_SECURE=auto: Secure decided per request, from the protocol it came over. */
  secureAuto: boolean;
  /** The Redis connection of the store, if any: checked by readiness, closed at shutdown. */
  redis?: Redis;
}

/**
 * Sessions live in Redis in production (shared by every gateway replica) and in a bounded
 * in-process store in embedded mode. The cookie is HttpOnly, SameSite=Strict and Secure
 * behind TLS; a session is stored only once someone signs in.
 */
export function sessionSetup(config: GatewayConfig): SessionSetup {
  const ttlMs = config.SESSION_TTL_HOURS * 3600 * 1000;
  const redis = config.REDIS_URL
    ? new Redis({
        ...redisOptionsFromUrl(config.REDIS_URL, config.REDIS_PREFIX),
        maxRetriesPerRequest: 2,
      })
    : undefined;
  const store = redis
    ? new RedisStore({ client: redis, prefix: 'gateway:sess:' })
    : new MemoryStore(
        new LRUCache({ max: MEMORY_STORE_MAX, ttl: ttlMs }) as unknown as Map<string, never>,
      );
  const options: FastifySessionOptions = {
    cookieName: sessionCookieName(config),
    // A signer of our own: @fastify/session would otherwise require @fastify/cookie itself,
    // which npm need not have placed where it can find it.
    secret: new Signer(sessionSecret(config), 'sha256'),
    store: new UnavailableWhenFailing(store as SessionStore),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.COOKIE_SECURE === 'true',
      maxAge: ttlMs,
      path: '/',
    },
  };
  return { options, redis, secureAuto: config.COOKIE_SECURE === 'auto' };
}

/** Cookies on every route; sessions where a request needs one (see lazySessions). */
export async function registerSessions(
  fastify: FastifyInstance,
  setup: SessionSetup,
): Promise<void> {
  await fastify.register(fastifyCookie);
  await fastify.register(lazySessions, setup.options);
  if (setup.secureAuto) {
    // @fastify/session's own 'auto' also lowers SameSite to Lax over http; ours keeps Strict.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (request.protocol === 'https') request.session?.options({ secure: true });
      done();
    });
  }
}

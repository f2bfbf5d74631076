import { RequestHandler } from 'express';
import session from 'express-session';
import { RedisStore } from 'connect-redis';
import Redis from 'ioredis';
import createMemoryStore from 'memorystore';
import { redisOptionsFromUrl } from '@caddie/service-kit';
import { GatewayConfig } from '../config/gateway.config';
import { sessionSecret } from './session-secret';

declare module 'express-session' {
  interface SessionData {
    isAdmin?: boolean;
    signedInAt?: string;
  }
}

export const SESSION_COOKIE = 'caddie.sid';

export interface SessionSetup {
  middleware: RequestHandler;
  /** The Redis connection of the store, if any: checked by readiness, closed at shutdown. */
  redis?: Redis;
}

/**
 * Sessions live in Redis in production (shared by every gateway replica) and in a bounded
 * in-process store in embedded mode. The cookie is HttpOnly, SameSite=Strict and Secure
 * behind TLS.
 */
export function sessionMiddleware(config: GatewayConfig): SessionSetup {
  const ttlMs = config.SESSION_TTL_HOURS * 3600 * 1000;
  const redis = config.REDIS_URL
    ? new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), maxRetriesPerRequest: 2 })
    : undefined;
  const MemoryStore = createMemoryStore(session);
  const store = redis
    ? new RedisStore({ client: redis, prefix: 'gateway:sess:' })
    : new MemoryStore({ checkPeriod: 10 * 60 * 1000, max: 10_000, ttl: ttlMs });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.COOKIE_SECURE === 'auto' ? 'auto' : config.COOKIE_SECURE === 'true',
      maxAge: ttlMs,
      path: '/',
    },
  });
  return { middleware, redis };
}

import { Type } from '@nestjs/common';
import {
  ClientProvider,
  ClientProxy,
  MicroserviceOptions,
  RedisOptions,
  Transport,
} from '@nestjs/microservices';
import {
  RequestContextDeserializer,
  RequestContextSerializer,
} from '../request-context/request-context-transport';
import { keyPrefixOf } from './deployment-prefix';
import { SubscribedRedisClient } from './subscribed-redis-client';

/**
 * ioredis options from a redis:// or rediss:// URL (Nest's Redis transport takes no URL) and
 * the deployment's REDIS_PREFIX, if any.
 */
export function redisOptionsFromUrl(
  url: string,
  prefix?: string,
): NonNullable<RedisOptions['options']> {
  const parsed = new URL(url);
  const db = parsed.pathname.replace('/', '');
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // Nest builds ioredis's retryStrategy from these: keep retrying, so a Redis restart
    // never needs a pod restart.
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryDelay: 500,
    ...keyPrefixOf(prefix),
  };
}

export function parseAddress(address: string): { host: string; port: number } {
  const separator = address.lastIndexOf(':');
  return { host: address.slice(0, separator), port: Number(address.slice(separator + 1)) };
}

/**
 * Where a service listens: its Redis channels (under the deployment's prefix), or its own TCP
 * port in embedded mode.
 */
export function serverTransport(
  redisUrl: string | undefined,
  tcpAddress: string,
  redisPrefix?: string,
): MicroserviceOptions {
  const deserializer = new RequestContextDeserializer();
  if (redisUrl)
    return {
      transport: Transport.REDIS,
      options: { ...redisOptionsFromUrl(redisUrl, redisPrefix), deserializer },
    };
  return { transport: Transport.TCP, options: { ...parseAddress(tcpAddress), deserializer } };
}

/**
 * How to reach another service: Redis when configured (a client that stays subscribed to its
 * reply channels), else its TCP address.
 */
export function clientTransport(
  redisUrl: string | undefined,
  tcpAddress: string,
  redisPrefix?: string,
): ClientProvider {
  const serializer = new RequestContextSerializer();
  if (redisUrl) {
    // Nest types customClass as a ClientProxy of string statuses; ClientRedis narrows them.
    const customClass = SubscribedRedisClient as unknown as Type<ClientProxy>;
    return {
      customClass,
      options: { ...redisOptionsFromUrl(redisUrl, redisPrefix), serializer },
    };
  }
  return { transport: Transport.TCP, options: { ...parseAddress(tcpAddress), serializer } };
}

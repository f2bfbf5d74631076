import { Transport } from '@nestjs/microservices';
import {
  clientTransport,
  parseAddress,
  redisOptionsFromUrl,
  serverTransport,
} from './transport-options';
import { SubscribedRedisClient } from './subscribed-redis-client';
import {
  RequestContextDeserializer,
  RequestContextSerializer,
} from '../request-context/request-context-transport';

describe('redisOptionsFromUrl', () => {
  it("puts the deployment's prefix before every key, and nothing without one", () => {
    expect(redisOptionsFromUrl('redis://localhost', 'staging').keyPrefix).toBe('staging:');
    expect(redisOptionsFromUrl('redis://localhost')).not.toHaveProperty('keyPrefix');
  });

  it('reads host, port, user, password and database', () => {
    expect(redisOptionsFromUrl('redis://caddie:s3cret@redis.internal:6380/2')).toMatchObject({
      host: 'redis.internal',
      port: 6380,
      username: 'caddie',
      password: 's3cret',
      db: 2,
      tls: undefined,
    });
  });

  it('uses port 6379, database 0 and no credentials when the URL names none', () => {
    expect(redisOptionsFromUrl('redis://localhost')).toMatchObject({
      host: 'localhost',
      port: 6379,
      username: undefined,
      password: undefined,
      db: 0,
    });
  });

  it('decodes a percent-encoded password', () => {
    expect(redisOptionsFromUrl('redis://:p%40ss%3Aword@localhost:6379').password).toBe('p@ss:word');
  });

  it('turns TLS on for rediss://', () => {
    expect(redisOptionsFromUrl('rediss://redis.example:6380').tls).toEqual({});
  });

  it('keeps retrying so a Redis restart needs no pod restart', () => {
    expect(redisOptionsFromUrl('redis://localhost').retryAttempts).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parseAddress', () => {
  it('splits host and port', () => {
    expect(parseAddress('127.0.0.1:4002')).toEqual({ host: '127.0.0.1', port: 4002 });
  });

  it('splits at the last colon', () => {
    expect(parseAddress('faq.internal:4002')).toEqual({ host: 'faq.internal', port: 4002 });
    expect(parseAddress('::1:4002')).toEqual({ host: '::1', port: 4002 });
  });
});

describe('serverTransport and clientTransport', () => {
  it('listen and connect over TCP without a Redis URL, passing request ids both ways', () => {
    expect(serverTransport(undefined, '0.0.0.0:4001')).toEqual({
      transport: Transport.TCP,
      options: {
        host: '0.0.0.0',
        port: 4001,
        deserializer: expect.any(RequestContextDeserializer),
      },
    });
    expect(clientTransport(undefined, '127.0.0.1:4001')).toEqual({
      transport: Transport.TCP,
      options: { host: '127.0.0.1', port: 4001, serializer: expect.any(RequestContextSerializer) },
    });
  });

  it('use Redis when a URL is given, ignoring the TCP address', () => {
    expect(serverTransport('redis://redis:6379/1', '0.0.0.0:4001')).toMatchObject({
      transport: Transport.REDIS,
      options: {
        host: 'redis',
        port: 6379,
        db: 1,
        deserializer: expect.any(RequestContextDeserializer),
      },
    });
    expect(clientTransport('redis://redis:6379', '127.0.0.1:4001')).toMatchObject({
      customClass: SubscribedRedisClient,
      options: { host: 'redis', port: 6379, serializer: expect.any(RequestContextSerializer) },
    });
  });
});

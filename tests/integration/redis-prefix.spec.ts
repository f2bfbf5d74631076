import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import Redis from 'ioredis';
import { firstValueFrom } from 'rxjs';
import { ClaimingRedisServer } from '../../libs/service-kit/src/transport/claiming-redis-server';
import { SubscribedRedisClient } from '../../libs/service-kit/src/transport/subscribed-redis-client';
import { redisOptionsFromUrl } from '../../libs/service-kit/src/transport/transport-options';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(30_000);

// The same patterns in both deployments, as two copies of the product would have.
const PATTERN = `prefix-test.who.${process.pid}`;
const EVENT = `prefix-test.changed.${process.pid}`;
const PREFIXES = [`staging${process.pid}`, `production${process.pid}`];

/**
 * Two deployments on one Redis server, each with its REDIS_PREFIX: each hears only its own
 * requests and events, and its keys (the claims here) sit under its prefix.
 */
describeWithRealStores('REDIS_PREFIX (two deployments, one real Redis)', () => {
  const events = [0, 0];
  const servers: INestMicroservice[] = [];
  const clients: SubscribedRedisClient[] = [];
  let redis: Redis;

  function deploymentModule(index: number) {
    @Controller()
    class WhoController {
      @MessagePattern(PATTERN)
      who() {
        return { deployment: index };
      }

      @EventPattern(EVENT)
      changed() {
        events[index] += 1;
      }
    }
    @Module({ controllers: [WhoController] })
    class DeploymentModule {}
    return DeploymentModule;
  }

  beforeAll(async () => {
    for (const [index, prefix] of PREFIXES.entries()) {
      const server = await NestFactory.createMicroservice(deploymentModule(index), {
        strategy: new ClaimingRedisServer(redisOptionsFromUrl(REDIS_URL, prefix)),
        logger: false,
      });
      await server.listen();
      servers.push(server);
      const client = new SubscribedRedisClient(redisOptionsFromUrl(REDIS_URL, prefix));
      await client.connect();
      clients.push(client);
    }
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    for (const client of clients) await client.close();
    for (const server of servers) await server.close();
  });

  it("answers each deployment's requests from that deployment only", async () => {
    for (const [index, client] of clients.entries()) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => firstValueFrom(client.send(PATTERN, {}))),
      );
      expect(replies).toEqual(Array.from({ length: 20 }, () => ({ deployment: index })));
    }
  });

  it("delivers each deployment's events to that deployment only", async () => {
    await firstValueFrom(clients[0].emit(EVENT, {}));
    const deadline = Date.now() + 5000;
    while (events[0] < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([1, 0]);
  });

  it('keeps the claims under the prefix, on prefixed channels', async () => {
    const claims = await redis.keys(`${PREFIXES[1]}:caddie:rpc-claim:*`);
    expect(claims.length).toBeGreaterThanOrEqual(20);
    const channels = await redis.pubsub('CHANNELS', `*prefix-test.*.${process.pid}*`);
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels as string[]) {
      expect(PREFIXES.some((prefix) => channel.startsWith(`${prefix}:`))).toBe(true);
    }
  });
});

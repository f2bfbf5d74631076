import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import Redis from 'ioredis';
import { firstValueFrom } from 'rxjs';
import { ClaimingRedisServer } from '../../libs/service-kit/src/transport/claiming-redis-server';
import { SubscribedRedisClient } from '../../libs/service-kit/src/transport/subscribed-redis-client';
import { redisOptionsFromUrl } from '../../libs/service-kit/src/transport/transport-options';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(30_000);

const PATTERN = `subscribed-test.echo.${process.pid}`;
const REPLIES = `${PATTERN}.reply`;

@Controller()
class EchoController {
  @MessagePattern(PATTERN)
  echo(data: { n: number }) {
    return data;
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

/** Calls one at a time, as below saturation: what each one costs in Redis commands. */
describeWithRealStores('SubscribedRedisClient (real Redis)', () => {
  let server: INestMicroservice;
  let client: SubscribedRedisClient;
  let redis: Redis;
  let monitor: Redis;
  const commands: string[] = [];

  beforeAll(async () => {
    server = await NestFactory.createMicroservice(EchoModule, {
      strategy: new ClaimingRedisServer(redisOptionsFromUrl(REDIS_URL)),
      logger: false,
    });
    await server.listen();
    client = new SubscribedRedisClient(redisOptionsFromUrl(REDIS_URL));
    await client.connect();
    redis = new Redis(REDIS_URL);
    monitor = await redis.monitor(); // a connection of its own
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args.includes(REPLIES)) commands.push(args[0].toLowerCase());
    });
  });
  afterAll(async () => {
    monitor?.disconnect();
    redis?.disconnect();
    await client?.close();
    await server?.close();
  });

  it('subscribes to a reply channel once, not once per call', async () => {
    for (let n = 0; n < 5; n += 1) {
      await expect(firstValueFrom(client.send(PATTERN, { n }))).resolves.toEqual({ n });
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // MONITOR lags a little
    expect(commands.filter((command) => command === 'subscribe')).toHaveLength(1);
    expect(commands).not.toContain('unsubscribe');
  });
});

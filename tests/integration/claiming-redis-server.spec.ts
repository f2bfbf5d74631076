import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ClientProxy,
  ClientProxyFactory,
  EventPattern,
  MessagePattern,
  Transport,
} from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { ClaimingRedisServer } from '../../libs/service-kit/src/transport/claiming-redis-server';
import { redisOptionsFromUrl } from '../../libs/service-kit/src/transport/transport-options';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(30_000);

const PATTERN = `claim-test.work.${process.pid}`;
const EVENT = `claim-test.event.${process.pid}`;

/** Two replicas of one service over real Redis: each request runs once, events reach both. */
describeWithRealStores('ClaimingRedisServer (two replicas, real Redis)', () => {
  const handled: string[][] = [[], []];
  const events: number[] = [0, 0];
  const replicas: INestMicroservice[] = [];
  let client: ClientProxy;

  function replicaModule(index: number) {
    @Controller()
    class WorkController {
      @MessagePattern(PATTERN)
      work(data: { n: number }) {
        handled[index].push(String(data.n));
        return { n: data.n, by: index };
      }

      @EventPattern(EVENT)
      changed() {
        events[index] += 1;
      }
    }
    @Module({ controllers: [WorkController] })
    class ReplicaModule {}
    return ReplicaModule;
  }

  beforeAll(async () => {
    for (const index of [0, 1]) {
      const replica = await NestFactory.createMicroservice(replicaModule(index), {
        strategy: new ClaimingRedisServer(redisOptionsFromUrl(REDIS_URL)),
        logger: false,
      });
      await replica.listen();
      replicas.push(replica);
    }
    client = ClientProxyFactory.create({
      transport: Transport.REDIS,
      options: redisOptionsFromUrl(REDIS_URL),
    });
    await client.connect();
  });
  afterAll(async () => {
    await client?.close();
    for (const replica of replicas) await replica.close();
  });

  it('answers every request exactly once across the replicas', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, n) => firstValueFrom(client.send(PATTERN, { n }))),
    );
    expect(replies.map((reply) => reply.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    const all = [...handled[0], ...handled[1]].sort((a, b) => Number(a) - Number(b));
    expect(all).toEqual(Array.from({ length: 60 }, (_, n) => String(n)));
  });

  it('delivers events to every replica', async () => {
    await firstValueFrom(client.emit(EVENT, { at: Date.now() }));
    const deadline = Date.now() + 5000;
    while ((events[0] < 1 || events[1] < 1) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(events).toEqual([1, 1]);
  });
});

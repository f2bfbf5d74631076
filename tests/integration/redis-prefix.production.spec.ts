import Redis from 'ioredis';
import { ApiClient } from '../support/http-client';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(120_000);

const PREFIX = `e2e${process.pid}`;

/**
 * The whole product with REDIS_PREFIX set, on the Redis every other test stack shares: every
 * service finds the others on the prefixed channels (requests, replies and faq.changed), and
 * the gateway's sessions and the auth service's login counts are kept under the prefix.
 */
describeWithRealStores('REDIS_PREFIX through a production stack', () => {
  let stack: TestStack;
  let redis: Redis;

  beforeAll(async () => {
    stack = await new TestStack({ mode: 'production', env: { REDIS_PREFIX: PREFIX } }).start();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('signs in, stores an FAQ and answers with it, each service on the prefixed channels', async () => {
    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const question = `Do you restring prefix-test rackets ${PREFIX}?`;
    const created = await admin.post('/api/faqs', {
      question,
      answer: 'Yes, within two days.',
      isActive: true,
    });
    expect(created.status).toBe(201);
    // faq.changed reached the gateway's cached list and the chat index.
    const visitor = new ApiClient(stack.baseUrl);
    await until(
      async () =>
        (await visitor.get('/api/faqs/active')).json.some(
          (faq: { question: string }) => faq.question === question,
        ),
      'the new FAQ in the public list',
    );
    const { sessionId } = (await visitor.post('/api/chat/session')).json;
    await until(
      async () =>
        /two days/.test(
          (await visitor.post('/api/chat', { message: question, sessionId })).json.response,
        ),
      'the new FAQ answered in the chat',
    );
  });

  it("keeps the gateway's sessions and the auth service's login counts under the prefix", async () => {
    expect((await redis.keys(`${PREFIX}:gateway:sess:*`)).length).toBeGreaterThan(0);
    await new ApiClient(stack.baseUrl).post('/api/auth/login', { password: 'not-the-password' });
    expect((await redis.keys(`${PREFIX}:auth:login-attempts:*`)).length).toBeGreaterThan(0);
    const channels = (await redis.pubsub('CHANNELS', `${PREFIX}:*`)) as string[];
    expect(channels).toEqual(expect.arrayContaining([`${PREFIX}:faq.changed`]));
  });
});

// Guessing the admin password through the running product: parallel guesses get no more
// checks than the limit, the gateway turns a flood away before the auth service, and the
// client an address limit counts is the one the configured proxies name, never one a client
// claims for itself (X-Forwarded-For from anyone else is ignored), an IPv6 client by its /64.
import Redis from 'ioredis';
import { ApiClient, ApiResponse } from '../support/http-client';
import { REDIS_URL } from '../support/real-stores';
import { Mode, TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(120_000);

const LOGIN_LIMIT = 10; // RATE_LIMIT_LOGIN_PER_MINUTE's default
const guess = (client: ApiClient, i: number) =>
  client.post('/api/auth/login', { password: `wrong-guess-${i}` });
const checked = (responses: ApiResponse[]) =>
  responses.filter((response) => response.status === 200).length;

function loginAbuse(mode: Mode) {
  describe(`sign-in abuse (${mode} mode)`, () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await new TestStack({
        mode,
        // The gateway's own limit is lifted so the auth service's count is what is measured.
        env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', LOGIN_MAX_FAILURES: '5' },
      }).start();
    }, 120_000);
    afterAll(() => stack?.stop(), 60_000);

    it('checks at most LOGIN_MAX_FAILURES of 50 wrong passwords sent at once', async () => {
      const attacker = new ApiClient(stack.baseUrl);
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => guess(attacker, i)));
      expect(checked(responses)).toBe(5);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(45);
      // The right password is refused too until the window ends; another client may sign in.
      expect(
        (await attacker.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).status,
      ).toBe(429);
      await new ApiClient(stack.baseUrl).signIn(TEST_ADMIN_PASSWORD);
    });
  });
}

/** The auth service's count over all clients (redis-login-throttle.ts). */
const CEILING_KEY = 'auth:login-attempts:*';

function guessingSpreadOut(mode: Mode) {
  describe(`guessing spread over many addresses (${mode} mode)`, () => {
    let stack: TestStack;
    beforeAll(async () => {
      // Integration suites run one at a time: no other stack is counting now.
      if (mode === 'production') await withRedis((redis) => redis.del(CEILING_KEY));
      stack = await new TestStack({
        mode,
        env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', LOGIN_MAX_FAILURES_ALL: '8' },
      }).start();
    }, 120_000);
    afterAll(async () => {
      await stack?.stop();
      if (mode === 'production') await withRedis((redis) => redis.del(CEILING_KEY));
    }, 60_000);

    it('refuses everyone once all addresses together reach LOGIN_MAX_FAILURES_ALL', async () => {
      // Right passwords take their attempt back: they never add up to the ceiling.
      for (let i = 0; i < 10; i += 1)
        await new ApiClient(stack.baseUrl).signIn(TEST_ADMIN_PASSWORD);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => guess(new ApiClient(stack.baseUrl), i)),
      );
      expect(checked(guesses)).toBe(8);
      const admin = await new ApiClient(stack.baseUrl).post('/api/auth/login', {
        password: TEST_ADMIN_PASSWORD,
      });
      expect(admin.status).toBe(429);
      expect((admin.json as { message: string }).message).toMatch(/Wait \d+ seconds/);
    });
  });
}

async function withRedis<T>(work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL);
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

loginAbuse('embedded');
guessingSpreadOut('embedded');
describeWithRealStores('guessing spread out, against the real stores', () =>
  guessingSpreadOut('production'),
);
describeWithRealStores('sign-in abuse against the real stores', () => loginAbuse('production'));

describe('client addresses and the gateway sign-in limit', () => {
  let behindProxy: TestStack;
  let direct: TestStack;
  beforeAll(async () => {
    [behindProxy, direct] = await Promise.all([
      // The test stands in for a proxy on loopback (TestStack's TRUSTED_PROXIES).
      new TestStack({ mode: 'embedded' }).start(),
      // Nothing trusted: the peer (this test, on loopback) is the client, whatever it claims.
      new TestStack({ mode: 'embedded', env: { TRUSTED_PROXIES: '' } }).start(),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([behindProxy?.stop(), direct?.stop()]), 60_000);

  it('turns the 11th sign-in request a minute from one client away at the gateway', async () => {
    const client = new ApiClient(behindProxy.baseUrl);
    for (let i = 0; i < LOGIN_LIMIT; i += 1) await client.signIn(TEST_ADMIN_PASSWORD);
    const refused = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.json as { message: string }).message).toMatch(/Wait \d+ seconds/);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: a spoofing client is still limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) {
      // A new claimed address each time, as a client rotating X-Forwarded-For would send.
      const spoofer = new ApiClient(direct.baseUrl, `198.51.100.${i + 1}`);
      statuses.push((await guess(spoofer, i)).status);
    }
    expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status === 200 || status === 429)).toBe(
      true,
    );
    expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429]);
  });

  it('counts an IPv6 client by its /64: a new address in the same /64 is the same client', async () => {
    const inPrefix = (i: number) => new ApiClient(behindProxy.baseUrl, `2001:db8:7:9::${i + 1}`);
    for (let i = 0; i < LOGIN_LIMIT; i += 1) await inPrefix(i).signIn(TEST_ADMIN_PASSWORD);
    expect(
      (await inPrefix(99).post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).status,
    ).toBe(429);
    await new ApiClient(behindProxy.baseUrl, '2001:db8:7:10::1').signIn(TEST_ADMIN_PASSWORD);
  });
});

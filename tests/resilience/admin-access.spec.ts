import Redis from 'ioredis';
import { ApiClient } from '../support/http-client';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { FigureRow, recordFigures } from './figures';

jest.setTimeout(60_000);

/** Every route only an administrator may use, with a body that would pass validation. */
const ADMIN_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/faqs' },
  { method: 'POST', path: '/api/faqs', body: { question: 'Q?', answer: 'A.' } },
  { method: 'PUT', path: '/api/faqs/1', body: { question: 'Q?' } },
  { method: 'DELETE', path: '/api/faqs/1' },
  { method: 'POST', path: '/api/faqs/import', body: { faqs: [{ question: 'Q?', answer: 'A.' }] } },
  { method: 'GET', path: '/api/faqs/export?format=json' },
  { method: 'GET', path: '/api/insights' },
  { method: 'GET', path: '/api/insights/faq-usage' },
];

/** Every state-changing route, public or admin. */
const WRITE_ROUTES = [
  ...ADMIN_ROUTES.filter((route) => route.method !== 'GET'),
  { method: 'POST', path: '/api/auth/login', body: { password: TEST_ADMIN_PASSWORD } },
  { method: 'POST', path: '/api/auth/logout', body: {} },
  { method: 'POST', path: '/api/chat/session', body: {} },
  { method: 'POST', path: '/api/chat', body: { message: 'hi', sessionId: 's1' } },
  {
    method: 'POST',
    path: '/api/chat/feedback',
    body: { messageId: '00000000-0000-4000-8000-000000000000', helpful: true },
  },
];

const SECRET_ATTEMPTS = ['wrong-Password-1', 'another-secret-guess-2'];

describeWithRealStores('admin access and abuse guards (production mode)', () => {
  let stack: TestStack;
  const figures: FigureRow[] = [];
  const send = (client: ApiClient, route: (typeof ADMIN_ROUTES)[number], headers = {}) =>
    client.request(route.method, route.path, route.body, headers);

  beforeAll(async () => {
    // debug: the most the services ever log, so "the password is never logged" means something.
    stack = await new TestStack({
      mode: 'production',
      env: { LOG_LEVEL: 'debug', SEED_DEMO_FAQS: 'true' },
    }).start();
  }, 120_000);
  afterAll(async () => {
    recordFigures('admin-access', figures);
    await stack?.stop();
  }, 60_000);

  it('throttles a brute force: 429 with Retry-After, even for the right password, per client', async () => {
    const attacker = new ApiClient(stack.baseUrl);
    const statuses: number[] = [];
    for (const attempt of Array.from({ length: 20 }, (_, i) => `guess-${i}`)) {
      const response = await attacker.post('/api/auth/login', { password: attempt });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(response.json.message).toMatch(/Wait \d+ seconds/);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await attacker.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    expect(right.status).toBe(429);
    await new ApiClient(stack.baseUrl).signIn(TEST_ADMIN_PASSWORD);
    figures.push({ check: 'brute force, 21 tries', allowed: 5, refused429: 16 });
  });

  it('gives a new session id at sign-in, HttpOnly and SameSite=Strict, Secure behind TLS', async () => {
    const client = new ApiClient(stack.baseUrl);
    client.sessionCookie = 'caddie.sid=planted-by-someone-else';
    const login = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    const cookie = login.headers.getSetCookie().at(-1)!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).not.toMatch(/; Secure/i); // plain http here
    expect(client.sessionCookie).not.toContain('planted-by-someone-else');
    const first = client.sessionCookie;
    await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    expect(client.sessionCookie).not.toEqual(first);

    // COOKIE_SECURE=auto (the default): a request that came over TLS to the proxy gets Secure.
    const behindTls = await new ApiClient(stack.baseUrl).post(
      '/api/auth/login',
      { password: TEST_ADMIN_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(behindTls.headers.getSetCookie().at(-1)).toMatch(/; Secure/i);
    expect(behindTls.headers.getSetCookie().at(-1)).toMatch(/; SameSite=Strict/i);
  });

  it('refuses a signed-out, forged or expired cookie on every admin route', async () => {
    const signedOut = new ApiClient(stack.baseUrl);
    await signedOut.signIn(TEST_ADMIN_PASSWORD);
    const oldCookie = signedOut.sessionCookie;
    await signedOut.post('/api/auth/logout');
    signedOut.sessionCookie = oldCookie;

    const forged = new ApiClient(stack.baseUrl);
    forged.sessionCookie = `caddie.sid=${'A'.repeat(32)}.${'B'.repeat(43)}`;

    // Expiry is the store's TTL (rolling SESSION_TTL_HOURS): an entry gone from Redis is a
    // session that ran out.
    const expired = new ApiClient(stack.baseUrl);
    await expired.signIn(TEST_ADMIN_PASSWORD);
    const sid = decodeURIComponent(expired.sessionCookie!.split('=')[1]).split('.')[0];
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.pexpire(`gateway:sess:${sid}`, 1)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      redis.disconnect();
    }

    let refused = 0;
    for (const [label, client] of Object.entries({ signedOut, forged, expired })) {
      for (const route of ADMIN_ROUTES) {
        const cookie = client.sessionCookie;
        const response = await send(client, route);
        client.sessionCookie = cookie; // keep trying the same stale cookie
        expect({ label, route: route.path, status: response.status }).toEqual({
          label,
          route: route.path,
          status: 401,
        });
        expect(response.json.message).toMatch(/Sign in as admin/);
        refused += 1;
      }
    }
    figures.push({ check: 'stale cookies x admin routes', tried: refused, refused401: refused });
  });

  it('refuses state-changing requests from a foreign origin, and changes nothing', async () => {
    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const before = (await admin.get('/api/faqs')).json;
    let refused = 0;
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const route of WRITE_ROUTES) {
        const response = await send(admin, route, headers);
        expect({ route: route.path, headers, status: response.status }).toEqual({
          route: route.path,
          headers,
          status: 403,
        });
        expect(response.json.message).toMatch(/Open the page on this site/);
        refused += 1;
      }
    }
    expect((await admin.get('/api/faqs')).json).toEqual(before);
    // The page's own requests carry its origin and pass.
    const sameOrigin = await admin.post(
      '/api/faqs',
      { question: 'Same-origin write?', answer: 'Allowed.' },
      { origin: stack.baseUrl, 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.status).toBe(201);
    figures.push({ check: 'cross-site writes', tried: refused, refused403: refused });
  });

  it('rate-limits chat messages and chat sessions per client, with Retry-After', async () => {
    const visitor = new ApiClient(stack.baseUrl);
    const chatStatuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      chatStatuses.push(
        (await visitor.post('/api/chat', { message: 'hi', sessionId: 's-rl' })).status,
      );
    }
    expect(chatStatuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const limited = await visitor.post('/api/chat', { message: 'hi', sessionId: 's-rl' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({
      error: 'Too Many Requests',
      message: expect.stringMatching(/Wait \d+ seconds and try again/),
    });
    // Another visitor is not affected.
    expect(
      (await new ApiClient(stack.baseUrl).post('/api/chat', { message: 'hi', sessionId: 's2' }))
        .status,
    ).toBe(200);

    const sessions: number[] = [];
    for (let i = 0; i < 11; i += 1) sessions.push((await visitor.post('/api/chat/session')).status);
    expect(sessions.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(sessions[10]).toBe(429);
    figures.push({
      check: 'public rate limits (defaults)',
      messagesPerMinute: 30,
      sessionsPerMinute: 10,
      refusedAfterLimit: true,
    });
  });

  it('sends the security headers on page and API responses', async () => {
    for (const path of ['/', '/admin', '/api/faqs/active', '/api/faqs']) {
      const response = await fetch(stack.baseUrl + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect({ path, csp }).toEqual({ path, csp: expect.stringMatching(/frame-ancestors 'none'/) });
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toMatch(/default-src 'self'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('never writes the admin password, or a guessed one, to any log', async () => {
    const client = new ApiClient(stack.baseUrl);
    for (const attempt of SECRET_ATTEMPTS)
      await client.post('/api/auth/login', { password: attempt });
    await new ApiClient(stack.baseUrl).signIn(TEST_ADMIN_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the last lines flush
    const logs = [...stack.logs.entries()].map(([service, lines]) => ({
      service,
      text: lines.join(''),
    }));
    // The stack did log requests at debug, so the check has something to look at.
    expect(logs.find((log) => log.service === 'gateway')!.text).toMatch(/auth\/login/);
    for (const { service, text } of logs) {
      for (const secret of [TEST_ADMIN_PASSWORD, ...SECRET_ATTEMPTS]) {
        expect({ service, leaked: text.includes(secret) }).toEqual({ service, leaked: false });
      }
    }
    figures.push({ check: 'passwords in logs', services: logs.length, found: 0 });
  });
});

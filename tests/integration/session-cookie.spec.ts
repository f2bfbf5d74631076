// The admin session cookie as a browser receives it behind TLS (COOKIE_SECURE=true, as the
// Kubernetes overlays run): __Host- prefixed, so only this host, over HTTPS, can set it.
import { ApiClient } from '../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(90_000);

describe('the session cookie with COOKIE_SECURE=true', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({ mode: 'embedded', env: { COOKIE_SECURE: 'true' } }).start();
  }, 90_000);
  afterAll(() => stack?.stop(), 60_000);

  it('is __Host-caddie.sid: Secure, Path=/, no Domain; it signs in, and sign-out clears it', async () => {
    const client = new ApiClient(stack.baseUrl);
    const login = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    const cookie = login.headers.getSetCookie().at(-1)!;
    expect(cookie).toMatch(/^__Host-caddie\.sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect((await client.get('/api/faqs')).status).toBe(200);

    const logout = await client.post('/api/auth/logout');
    const cleared = logout.headers
      .getSetCookie()
      .find((set) => set.startsWith('__Host-caddie.sid='));
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });

  it('is the cookie the API document tells clients to send', async () => {
    const document = (await new ApiClient(stack.baseUrl).get('/api/openapi.json')).json as {
      components: { securitySchemes: Record<string, { in: string; name: string }> };
    };
    expect(document.components.securitySchemes['caddie.sid']).toMatchObject({
      in: 'cookie',
      name: '__Host-caddie.sid',
    });
  });

  it('does not take the cookie under its plain name', async () => {
    const client = new ApiClient(stack.baseUrl);
    await client.signIn(TEST_ADMIN_PASSWORD);
    client.sessionCookie = client.sessionCookie!.replace(/^__Host-/, '');
    expect((await client.get('/api/faqs')).status).toBe(401);
  });
});

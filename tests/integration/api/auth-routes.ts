import { TEST_ADMIN_PASSWORD } from '../../support/test-stack';
import { ApiContext } from './context';

export function authRoutes(ctx: () => ApiContext): void {
  describe('auth', () => {
    it('reports a visitor as not signed in, with admin enabled', async () => {
      const response = await ctx().visitor().get('/api/auth/status');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ isAuthenticated: false, adminEnabled: true });
    });

    it('answers a wrong password with success false, not an error', async () => {
      const response = await ctx()
        .visitor()
        .post('/api/auth/login', { password: 'not-the-password' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: false });
    });

    it('signs in with the right password, with a new session id each time, and signs out for good', async () => {
      const client = ctx().visitor();
      const first = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
      expect(first.json).toEqual({ success: true });
      expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(first.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
      const before = client.sessionCookie;
      expect(before).toBeDefined();
      // Signing in while holding a session id gives a new one: a planted id is worth nothing.
      const login = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
      expect(login.json).toEqual({ success: true });
      expect(client.sessionCookie).not.toEqual(before);
      expect((await client.get('/api/auth/status')).json).toEqual({
        isAuthenticated: true,
        adminEnabled: true,
      });
      const signedInCookie = client.sessionCookie;

      expect((await client.post('/api/auth/logout')).status).toBe(200);
      expect((await client.get('/api/auth/status')).json).toEqual({
        isAuthenticated: false,
        adminEnabled: true,
      });
      client.sessionCookie = signedInCookie;
      expect((await client.get('/api/faqs')).status).toBe(401);
    });

    it('throttles failed sign-ins per client: 429 with Retry-After after 5 failures', async () => {
      const client = ctx().visitor();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await client.post('/api/auth/login', { password: 'wrong-password' })).json).toEqual(
          { success: false },
        );
      }
      const refused = await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json.message).toMatch(/Wait \d+ seconds/);
      // Another client is not affected.
      expect(
        (await ctx().visitor().post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).json,
      ).toEqual({ success: true });
    });

    it('refuses a forged session cookie on admin routes', async () => {
      const client = ctx().visitor();
      client.sessionCookie = 'caddie.sid=s%3Aforged.signature';
      expect((await client.get('/api/faqs')).status).toBe(401);
    });
  });
}

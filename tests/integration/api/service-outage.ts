import { ApiContext } from './context';
import { eventually } from './chat-routes';

export function serviceOutage(ctx: () => ApiContext): void {
  describe('a service that stops', () => {
    it('gives 503 within the timeout while the faq service is down, and works again when it is back', async () => {
      const { stack } = ctx();
      const visitor = ctx().visitor();
      const admin = await ctx().admin();
      const before = await visitor.get('/api/faqs/active');
      expect(before.status).toBe(200);

      await stack.stopService('faq', 'SIGKILL');
      const down = await admin.get('/api/faqs');
      expect(down.status).toBe(503);
      expect(down.json.message).toMatch(/faq service/);
      expect(down.ms).toBeLessThan(2000 + 1000); // RPC_TIMEOUT_MS of the test stack, plus slack
      // The page's FAQ list still comes from the gateway's copy; other services are unaffected.
      expect((await visitor.get('/api/faqs/active')).text).toBe(before.text);
      expect((await visitor.post('/api/chat/session')).status).toBe(201);

      await stack.startService('faq');
      await eventually(async () => expect((await admin.get('/api/faqs')).status).toBe(200), 10_000);
    });
  });
}

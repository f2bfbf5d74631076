import { ClientProxyFactory } from '@nestjs/microservices';
import { FAQ_PATTERNS } from '@caddie/contracts';
import { clientTransport } from '@caddie/service-kit';
import Redis from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';
import { REDIS_URL } from '../../support/real-stores';
import { TEST_ADMIN_PASSWORD } from '../../support/test-stack';
import { ApiContext } from './context';

export function serviceBoundaries(ctx: () => ApiContext): void {
  describe('service boundaries', () => {
    it('has each service validate its payloads again, whoever sends them', async () => {
      const { mode, stack } = ctx();
      // Sent as the gateway sends it, through the product's own client.
      const faq = ClientProxyFactory.create(
        clientTransport(
          mode === 'production' ? REDIS_URL : undefined,
          `127.0.0.1:${stack.servicePorts.faqTcp}`,
        ),
      );
      try {
        const refusal = await firstValueFrom(
          faq
            .send(FAQ_PATTERNS.CREATE, { question: '', answer: 'A.', isAdmin: true })
            .pipe(timeout(3000)),
        ).catch((error: unknown) => error);
        expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect((refusal as { message: string }).message).toMatch(/question must not be blank/);
      } finally {
        await faq.close();
      }
    });

    it('keeps admin sessions in the session store (Redis in production)', async () => {
      const { mode } = ctx();
      const admin = ctx().visitor();
      await admin.signIn(TEST_ADMIN_PASSWORD);
      if (mode !== 'production') return expect(admin.sessionCookie).toMatch(/^caddie\.sid=/);
      // The cookie is the session id, a dot, and its signature.
      const sid = decodeURIComponent(admin.sessionCookie!.split('=')[1]).split('.')[0];
      const redis = new Redis(REDIS_URL);
      try {
        expect(JSON.parse((await redis.get(`gateway:sess:${sid}`))!)).toMatchObject({
          isAdmin: true,
        });
      } finally {
        redis.disconnect();
      }
    });

    it('stops a service gracefully on SIGTERM, and the others carry on', async () => {
      const { stack } = ctx();
      const started = Date.now();
      await stack.stopService('chat', 'SIGTERM');
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await ctx().visitor().get('/api/faqs/active')).status).toBe(200);
      await stack.startService('chat');
      expect((await ctx().visitor().post('/api/chat/session')).status).toBe(201);
    });
  });
}

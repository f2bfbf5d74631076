import { randomUUID } from 'node:crypto';
import { ApiContext } from './context';

/** Matches RATE_LIMIT_FEEDBACK_PER_MINUTE's default. */
const FEEDBACK_PER_MINUTE = 60;

export function feedbackRoutes(ctx: () => ApiContext): void {
  describe('feedback on replies', () => {
    it('takes one vote per reply, a later vote replacing it', async () => {
      const visitor = ctx().visitor();
      const admin = await ctx().admin();
      const votes = async () => {
        const { helpful, notHelpful } = (await admin.get('/api/insights')).json;
        return { helpful, notHelpful };
      };
      const { sessionId } = (await visitor.post('/api/chat/session')).json;
      const { messageId } = (
        await visitor.post('/api/chat', { message: 'What is your return policy?', sessionId })
      ).json;
      const before = await votes();
      for (const helpful of [true, true, false]) {
        const vote = await visitor.post('/api/chat/feedback', { messageId, helpful });
        expect(vote.status).toBe(200);
        expect(vote.json).toEqual({ messageId, helpful });
      }
      expect(await votes()).toEqual({
        helpful: before.helpful,
        notHelpful: before.notHelpful + 1,
      });
    });

    it('refuses votes that are not for a kept reply, saying what to do', async () => {
      const visitor = ctx().visitor();
      const cases: [unknown, number, RegExp][] = [
        [{ messageId: 'abc', helpful: true }, 400, /messageId of a reply from POST \/api\/chat/],
        [{ messageId: randomUUID(), helpful: 'yes' }, 400, /helpful must be true/],
        [{ messageId: randomUUID() }, 400, /helpful must be true/],
        [{ messageId: randomUUID(), helpful: true, extra: 1 }, 400, /extra/],
        [{ messageId: randomUUID(), helpful: true }, 404, /Ask the question again/],
      ];
      for (const [body, status, message] of cases) {
        const response = await visitor.post('/api/chat/feedback', body);
        expect([response.status, response.json.message]).toEqual([
          status,
          expect.stringMatching(message),
        ]);
      }
    });

    it('limits votes per client address, then says how long to wait', async () => {
      const visitor = ctx().visitor();
      const statuses: number[] = [];
      for (let i = 0; i <= FEEDBACK_PER_MINUTE; i += 1) {
        const vote = await visitor.post('/api/chat/feedback', {
          messageId: randomUUID(),
          helpful: true,
        });
        statuses.push(vote.status);
        if (vote.status === 429) expect(vote.json.message).toMatch(/Wait \d+ seconds/);
      }
      expect(new Set(statuses.slice(0, FEEDBACK_PER_MINUTE))).toEqual(new Set([404]));
      expect(statuses.at(-1)).toBe(429);
    });
  });
}

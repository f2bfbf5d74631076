import { randomUUID } from 'node:crypto';
import { ApiClient } from '../../support/http-client';
import { ApiContext } from './context';

/** Declined by the demo shop's FAQs, naming the nearest of them as topics. */
const DECLINED = 'Do you repair lawn mowers?';

interface Suggestion {
  faqId: number;
  question: string;
}

/** A new conversation's first reply: the decline, with its messageId and suggestions. */
async function declinedReply(visitor: ApiClient) {
  const { sessionId } = (await visitor.post('/api/chat/session')).json;
  const reply = (await visitor.post('/api/chat', { message: DECLINED, sessionId })).json;
  return { sessionId, messageId: reply.messageId as string, reply };
}

export function suggestionRoutes(ctx: () => ApiContext): void {
  describe('suggestions under an unsure or declined reply', () => {
    let answers: Map<number, string>;
    beforeAll(async () => {
      const faqs: { id: number; answer: string }[] = (await ctx().visitor().get('/api/faqs/active'))
        .json;
      answers = new Map(faqs.map((faq) => [faq.id, faq.answer]));
    });

    it('come with a decline: the topics its text names, the text as before', async () => {
      const { reply } = await declinedReply(ctx().visitor());
      expect(reply.suggestions.length).toBeGreaterThan(0);
      expect(reply.suggestions.length).toBeLessThanOrEqual(3);
      for (const { faqId, question } of reply.suggestions as Suggestion[]) {
        expect(answers.has(faqId)).toBe(true);
        expect(reply.response).toContain(`"${question}"`);
      }
    });

    it("answer a chosen suggestion with its FAQ's answer, and insights name it", async () => {
      const visitor = ctx().visitor();
      const { sessionId, messageId, reply } = await declinedReply(visitor);
      const picked: Suggestion = reply.suggestions.at(-1);
      const answer = await visitor.post('/api/chat', {
        message: picked.question,
        sessionId,
        choice: { faqId: picked.faqId, messageId },
      });
      expect(answer.status).toBe(200);
      expect(answer.json.response).toBe(answers.get(picked.faqId));
      expect(answer.json.suggestions).toBeUndefined();
      const { unanswered } = (await (await ctx().admin()).get('/api/insights')).json;
      const group = unanswered.find((entry: { question: string }) => entry.question === DECLINED);
      expect(group.chosenFaq).toEqual({
        faqId: picked.faqId,
        question: picked.question,
        count: expect.any(Number),
      });
    });

    it('answer with the chosen FAQ whatever the words sent with the choice', async () => {
      const visitor = ctx().visitor();
      const { sessionId, messageId, reply } = await declinedReply(visitor);
      const [picked] = reply.suggestions as Suggestion[];
      const answer = await visitor.post('/api/chat', {
        message: 'that one please',
        sessionId,
        choice: { faqId: picked.faqId, messageId },
      });
      expect(answer.json.response).toBe(answers.get(picked.faqId));
    });

    it("ignore a choice of another session's reply, or of an FAQ that is not active", async () => {
      const visitor = ctx().visitor();
      const { messageId, reply } = await declinedReply(visitor);
      const [picked] = reply.suggestions as Suggestion[];
      const { sessionId: otherSession } = (await visitor.post('/api/chat/session')).json;
      const choices = [
        { faqId: picked.faqId, messageId, sessionId: otherSession },
        { faqId: picked.faqId, messageId: randomUUID(), sessionId: otherSession },
        { faqId: 2_000_000, messageId, sessionId: otherSession },
      ];
      for (const { sessionId, ...choice } of choices) {
        const answer = await visitor.post('/api/chat', {
          message: 'xyzzy plugh',
          sessionId,
          choice,
        });
        expect(answer.status).toBe(200);
        expect(answer.json.response).toMatch(/^I'm sorry, I don't have an answer for that\./);
      }
    });

    it('refuse a choice that is not a faqId and a messageId, saying what to send', async () => {
      const visitor = ctx().visitor();
      const cases: [unknown, RegExp][] = [
        ['faq-3', /choice must be an object with faqId and messageId/],
        [{ faqId: 'three', messageId: randomUUID() }, /choice\.faqId must be a whole number/],
        [{ faqId: 3, messageId: 'm1' }, /choice\.messageId must be the messageId of a reply/],
        [{ faqId: 3, messageId: randomUUID(), label: 'x' }, /choice\.label is not a field/],
      ];
      for (const [choice, message] of cases) {
        const response = await visitor.post('/api/chat', {
          message: 'Do you offer club fitting?',
          sessionId: 'session-1',
          choice,
        });
        expect([response.status, response.json.message]).toEqual([
          400,
          expect.stringMatching(message),
        ]);
      }
    });
  });
}

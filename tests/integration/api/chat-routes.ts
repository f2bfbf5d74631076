import { ApiContext } from './context';

export function chatRoutes(ctx: () => ApiContext): void {
  describe('chat', () => {
    it('creates a session', async () => {
      const response = await ctx().visitor().post('/api/chat/session');
      expect(response.status).toBe(201);
      expect(response.json.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers from the FAQs with response and messageId', async () => {
      const visitor = ctx().visitor();
      const { sessionId } = (await visitor.post('/api/chat/session')).json;
      const response = await visitor.post('/api/chat', {
        message: 'How can I track my order?',
        sessionId,
      });
      expect(response.status).toBe(200);
      expect(Object.keys(response.json).sort()).toEqual(['messageId', 'response']);
      expect(response.json.response).toMatch(/track/i);
    });

    it("accepts the page's local fallback session id", async () => {
      const response = await ctx()
        .visitor()
        .post('/api/chat', {
          message: 'What is your return policy?',
          sessionId: `session-${Date.now()}`,
        });
      expect(response.status).toBe(200);
      expect(response.json.response).toMatch(/return/i);
    });

    it('reads a short follow-up in its own conversation, several conversations at once', async () => {
      const visitor = ctx().visitor();
      const ask = (sessionId: string, message: string) =>
        visitor.post('/api/chat', { message, sessionId });
      const fitting = (await visitor.post('/api/chat/session')).json.sessionId;
      const shipping = (await visitor.post('/api/chat/session')).json.sessionId;
      await Promise.all([
        ask(fitting, 'Do you offer club fitting?'),
        ask(shipping, 'Do you charge for shipping?'),
      ]);
      // Both follow-ups together: the chat service reads both conversations in one query.
      const [afterFitting, afterShipping] = await Promise.all([
        ask(fitting, 'how much does it cost?'),
        ask(shipping, 'how much does it cost?'),
      ]);
      expect(afterFitting.json.response).toMatch(/full bag fitting costs \$150/);
      expect(afterShipping.json.response).toMatch(/Standard shipping is free/);
    });

    it('answers politely, naming a way forward, when no FAQ matches', async () => {
      const response = await ctx()
        .visitor()
        .post('/api/chat', { message: 'xyzzy plugh', sessionId: 'session-1' });
      expect(response.status).toBe(200);
      expect(response.json.response).toMatch(/contact/i);
    });

    it('gives the edited answer once an FAQ changes (faq.changed reaches the chat service)', async () => {
      const admin = await ctx().admin();
      const question = 'Can I bring my dog zebra-unicorn to the store?';
      const created = await admin.post('/api/faqs', {
        question,
        answer: 'Well-behaved dogs are welcome.',
      });
      await eventually(async () => {
        const reply = await ctx()
          .visitor()
          .post('/api/chat', { message: question, sessionId: 'session-2' });
        expect(reply.json.response).toBe('Well-behaved dogs are welcome.');
      });
      await admin.put(`/api/faqs/${created.json.id}`, {
        answer: 'Dogs on a lead are welcome in every store.',
      });
      await eventually(async () => {
        const reply = await ctx()
          .visitor()
          .post('/api/chat', { message: question, sessionId: 'session-2' });
        expect(reply.json.response).toBe('Dogs on a lead are welcome in every store.');
      });
      await admin.delete(`/api/faqs/${created.json.id}`);
    });
  });
}

/** Retries an assertion for up to `ms`: events cross processes asynchronously. */
export async function eventually(assertion: () => Promise<void>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

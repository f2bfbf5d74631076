import { ApiContext } from './context';

const FITTING = {
  question: 'Can I book a swing analysis?',
  answer: 'Yes: swing analysis sessions are 45 minutes with a PGA professional.',
};

export function phrasings(ctx: () => ApiContext): void {
  describe('alternate phrasings', () => {
    it("gives a new shop's seed FAQs their phrasings", async () => {
      const faqs: { question: string; phrasings: string[] }[] = (
        await (await ctx().admin()).get('/api/faqs')
      ).json;
      const gps = faqs.find(
        (faq) => faq.question === 'Do you sell rangefinders and golf GPS devices?',
      );
      expect(gps?.phrasings).toHaveLength(10); // both releases
      expect(gps?.phrasings).toContain('golf GPS watch');
      const giftCards = faqs.find(
        (faq) => faq.question === 'Do you sell gift cards, and do they expire?',
      );
      expect(giftCards?.phrasings).toHaveLength(12); // both releases
      expect(giftCards?.phrasings).toContain('do gift cards run out');
    });

    it('keeps them with the FAQ: tidied on create, replaced whole on update', async () => {
      const admin = await ctx().admin();
      const created = await admin.post('/api/faqs', {
        ...FITTING,
        phrasings: [' Do you film my swing? ', 'do you film my swing?', FITTING.question],
      });
      expect(created.status).toBe(201);
      expect(created.json.phrasings).toEqual(['Do you film my swing?']);
      const updated = await admin.put(`/api/faqs/${created.json.id}`, {
        phrasings: ['Is there a launch monitor session?'],
      });
      expect(updated.json.phrasings).toEqual(['Is there a launch monitor session?']);
      const untouched = await admin.put(`/api/faqs/${created.json.id}`, { isActive: true });
      expect(untouched.json.phrasings).toEqual(['Is there a launch monitor session?']);
      await admin.delete(`/api/faqs/${created.json.id}`);
    });

    it('refuses phrasings that are not a list of one-line texts, saying what to do', async () => {
      const admin = await ctx().admin();
      for (const [phrasings, message] of [
        ['one', /phrasings must be a list of texts/],
        [[''], /must not be blank/],
        [['two\nlines'], /single line/],
        [null, /phrasings must be a list of texts/],
      ] as const) {
        const response = await admin.post('/api/faqs', { ...FITTING, phrasings });
        expect([response.status, response.json.message]).toEqual([
          400,
          expect.stringMatching(message),
        ]);
      }
    });

    it('answers a visitor who asks in a phrasing, with the FAQ it belongs to', async () => {
      const admin = await ctx().admin();
      const created = await admin.post('/api/faqs', {
        question: 'Do you buy used clubs?',
        answer: 'Yes: bring them in for a trade-in quote against new gear.',
        phrasings: ['What will you give me for my old irons?'],
      });
      const ask = async () =>
        (
          await ctx()
            .visitor()
            .post('/api/chat', {
              message: 'what would you give me for my old irons',
              sessionId: `phrasing-${Date.now()}`,
            })
        ).json.response as string;
      let response = await ask();
      for (let tries = 0; !/trade-in quote/.test(response) && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100)); // the index reloads on an event
        response = await ask();
      }
      expect(response).toMatch(/trade-in quote/);
      await admin.delete(`/api/faqs/${created.json.id}`);
    });
  });
}

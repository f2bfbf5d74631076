import { ApiContext } from './context';

// Every row has three cells: jest would take a missing one for a done() callback.
const ADMIN_ROUTES: [string, string, unknown][] = [
  ['GET', '/api/faqs', undefined],
  ['POST', '/api/faqs', { question: 'Q?', answer: 'A.' }],
  ['PUT', '/api/faqs/1', { question: 'Q?' }],
  ['DELETE', '/api/faqs/1', undefined],
  ['GET', '/api/faqs/export?format=json', undefined],
  ['POST', '/api/faqs/import', { faqs: [{ question: 'Q?', answer: 'A.' }] }],
];

export function faqRoutes(ctx: () => ApiContext): void {
  describe('faqs', () => {
    it.each(ADMIN_ROUTES)(
      'refuses %s %s to a caller who is not signed in (401)',
      async (method, path, body) => {
        const response = await ctx().visitor().request(method, path, body);
        expect(response.status).toBe(401);
        expect(response.json.message).toMatch(/Sign in as admin/);
      },
    );

    it('starts with the seeded golf-shop FAQs, all fields present', async () => {
      const admin = await ctx().admin();
      const { status, json } = await admin.get('/api/faqs');
      expect(status).toBe(200);
      expect(json.length).toBeGreaterThanOrEqual(30);
      expect(Object.keys(json[0]).sort()).toEqual([
        'answer',
        'createdAt',
        'id',
        'isActive',
        'phrasings',
        'question',
        'updatedAt',
      ]);
      const questions = json
        .map((faq: { question: string }) => faq.question.toLowerCase())
        .join(' ');
      for (const topic of [
        'return',
        'shipping',
        'track',
        'fitting',
        'brands',
        'warranty',
        'gift card',
        'lower price',
      ]) {
        expect(questions).toContain(topic);
      }
    });

    it('creates, updates, deactivates and deletes an FAQ; the active list follows', async () => {
      const admin = await ctx().admin();
      const created = await admin.post('/api/faqs', {
        question: 'Do you sell left-handed putters?',
        answer: 'Yes, from six brands.',
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        question: 'Do you sell left-handed putters?',
        answer: 'Yes, from six brands.',
        isActive: true,
      });
      const id = created.json.id;

      const updated = await admin.put(`/api/faqs/${id}`, { answer: 'Yes, from eight brands.' });
      expect(updated.status).toBe(200);
      expect(updated.json).toMatchObject({
        id,
        question: 'Do you sell left-handed putters?',
        answer: 'Yes, from eight brands.',
      });

      const activeIds = async () =>
        (await ctx().visitor().get('/api/faqs/active')).json.map((faq: { id: number }) => faq.id);
      expect(await activeIds()).toContain(id);
      expect((await admin.put(`/api/faqs/${id}`, { isActive: false })).json.isActive).toBe(false);
      expect(await activeIds()).not.toContain(id);
      const all = (await admin.get('/api/faqs')).json.map((faq: { id: number }) => faq.id);
      expect(all).toContain(id);

      expect((await admin.delete(`/api/faqs/${id}`)).status).toBe(200);
      expect((await admin.delete(`/api/faqs/${id}`)).status).toBe(404);
      expect((await admin.put(`/api/faqs/${id}`, { question: 'Gone?' })).status).toBe(404);
    });

    it('lists only active FAQs on the public route', async () => {
      const admin = await ctx().admin();
      const hidden = await admin.post('/api/faqs', {
        question: 'Hidden question?',
        answer: 'Hidden.',
        isActive: false,
      });
      const active = (await ctx().visitor().get('/api/faqs/active')).json;
      expect(active.every((faq: { isActive: boolean }) => faq.isActive)).toBe(true);
      expect(active.map((faq: { id: number }) => faq.id)).not.toContain(hidden.json.id);
    });
  });
}

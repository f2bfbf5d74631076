import { ApiContext } from './context';

export function badInput(ctx: () => ApiContext): void {
  describe('bad input', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await ctx()
        .visitor()
        .request('POST', '/api/chat', '{"message": "hi",', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/not valid JSON/);
    });

    it('refuses unknown fields with 400', async () => {
      const response = await ctx()
        .visitor()
        .post('/api/chat', { message: 'hi', sessionId: 's1', admin: true });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/admin is not a field/);
    });

    it('refuses a blank question or answer with 400', async () => {
      const admin = await ctx().admin();
      expect((await admin.post('/api/faqs', { question: '   ', answer: 'A.' })).status).toBe(400);
      const blankAnswer = await admin.post('/api/faqs', { question: 'Q?', answer: '' });
      expect(blankAnswer.status).toBe(400);
      expect(blankAnswer.json.message).toMatch(/answer must not be blank/);
    });

    it('refuses a malformed id with 400 and an unknown one with 404', async () => {
      const admin = await ctx().admin();
      expect((await admin.put('/api/faqs/abc', { question: 'Q?' })).status).toBe(400);
      expect((await admin.delete('/api/faqs/1.5')).status).toBe(400);
      expect((await admin.delete('/api/faqs/-1')).status).toBe(400);
      expect((await admin.delete('/api/faqs/99999999')).status).toBe(404);
    });

    it('refuses a chat message over 2,000 characters, naming the limit', async () => {
      const response = await ctx()
        .visitor()
        .post('/api/chat', { message: 'a'.repeat(2001), sessionId: 's1' });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/at most 2000 characters/);
    });

    it('refuses an oversized body with 413', async () => {
      const big = await ctx()
        .visitor()
        .post('/api/chat', { message: 'a'.repeat(200_000), sessionId: 's1' });
      expect(big.status).toBe(413);
      expect(big.json.message).toMatch(/too large/);
      const admin = await ctx().admin();
      const hugeImport = await admin.post('/api/faqs/import', {
        csvData: 'x'.repeat(60 * 1024 * 1024),
      });
      expect(hugeImport.status).toBe(413);
    });

    it('refuses text with a NUL character instead of failing in the database', async () => {
      const admin = await ctx().admin();
      const response = await admin.post('/api/faqs', { question: 'Nul\u0000?', answer: 'A.' });
      expect(response.status).toBe(400);
    });
  });
}

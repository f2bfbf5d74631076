import { ApiClient } from '../support/http-client';
import { withAdmin } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(120_000);

describeWithRealStores('an import larger than one Redis message may be (real Redis)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({
      mode: 'production',
      services: ['auth', 'faq', 'gateway'],
    }).start();
  });
  afterAll(() => stack.stop());

  it('imports a 40 MB CSV (Redis drops a subscriber sent a pub/sub message over 32 MB)', async () => {
    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const answer = 'Yes. '.repeat(95) + '⛳ "quoted", with commas\nand a line break';
    const rows = Array.from(
      { length: 80_000 },
      (_, i) => `"Q${i + 1}?","${answer.replace(/"/g, '""')}"`,
    );
    const csvData = `question,answer\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(csvData)).toBeGreaterThan(40 * 2 ** 20);

    const response = await admin.post('/api/faqs/import', { csvData, replaceExisting: true });
    expect(response.status).toBe(200);
    expect(response.json.imported).toBe(80_000);
    await withAdmin(async (pg) => {
      const { rows: stored } = await pg.query(
        `SELECT count(*)::int AS count, min(answer) = max(answer) AS same, min(answer) AS answer FROM faqs`,
      );
      expect(stored[0]).toEqual({ count: 80_000, same: true, answer });
      // The parts it travelled in, with the rows staged in them, are gone once committed.
      const { rows: parts } = await pg.query('SELECT count(*)::int AS count FROM faq_import_parts');
      expect(parts[0].count).toBe(0);
    }, stack.sharedEnv.FAQ_DATABASE_URL);
  });
});

import { ApiClient } from '../support/http-client';
import { withAdmin } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

describeWithRealStores(
  'a replace-import that the database refuses part way (real Postgres)',
  () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await new TestStack({
        mode: 'production',
        services: ['auth', 'faq', 'gateway'],
        env: { SEED_DEMO_FAQS: 'true' },
      }).start();
    });
    afterAll(() => stack.stop());

    it('rolls back: every old FAQ stays exactly as it was', async () => {
      const admin = new ApiClient(stack.baseUrl);
      await admin.signIn(TEST_ADMIN_PASSWORD);
      const before = (await admin.get('/api/faqs')).json;
      expect(before.length).toBeGreaterThan(0);
      // A trigger stands in for any failure the database raises mid-transaction (disk full,
      // lost connection...): it fires on the 9,000th row, after most of them were written.
      const faqUrl = stack.sharedEnv.FAQ_DATABASE_URL;
      await withAdmin(async (pg) => {
        await pg.query(`CREATE FUNCTION refuse_row() RETURNS trigger AS $$
        BEGIN IF NEW.question = 'Row 9000?' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
        await pg.query(
          'CREATE TRIGGER refuse_row BEFORE INSERT ON faqs FOR EACH ROW EXECUTE FUNCTION refuse_row()',
        );
      }, faqUrl);
      const faqs = Array.from({ length: 10_000 }, (_, i) => ({
        question: `Row ${i + 1}?`,
        answer: `Answer ${i + 1}.`,
      }));
      const response = await admin.post('/api/faqs/import', { faqs, replaceExisting: true });
      expect(response.status).toBe(500);
      expect(response.json.message).not.toMatch(/simulated|trigger|SQL/i);
      expect((await admin.get('/api/faqs')).json).toEqual(before);
    });
  },
);

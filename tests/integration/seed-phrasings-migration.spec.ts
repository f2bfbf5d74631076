import { DataSource } from 'typeorm';
import { FAQ_MIGRATIONS } from '../../services/faq/src/migrations';
import { GOLF_FAQ_MORE_PHRASINGS } from '../../services/faq/src/seed/golf-faq-more-phrasings';
import { GOLF_FAQ_PHRASINGS } from '../../services/faq/src/seed/golf-faq-phrasings';
import { TestDatabases, createTestDatabases } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

const GIFT_CARDS = 'Do you sell gift cards, and do they expire?';
const RETURNS = 'What is your return policy?';
const EXCHANGES = 'Can I exchange an item for a different size, color or model?';
const RELEASE_TWO = FAQ_MIGRATIONS.findIndex((migration) =>
  /MoreGolfFaqPhrasings/.test(migration.name),
);

describeWithRealStores('the seed phrasings migrations (real Postgres)', () => {
  let databases: TestDatabases;
  let dataSource: DataSource;

  /** The faq service's migrations up to (not including) `until`, on the test database. */
  async function migrate(until: number): Promise<void> {
    await dataSource?.destroy();
    dataSource = new DataSource({
      type: 'postgres',
      url: databases.faqUrl,
      migrations: FAQ_MIGRATIONS.slice(0, until),
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
  }

  async function phrasingsOf(question: string): Promise<string[]> {
    const [row] = await dataSource.query('SELECT phrasings FROM faqs WHERE question = $1', [
      question,
    ]);
    return row.phrasings;
  }

  beforeAll(async () => {
    databases = await createTestDatabases();
    await migrate(RELEASE_TWO);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await databases?.drop();
  });

  it('appends the second release to unchanged seed FAQs and leaves edited ones alone', async () => {
    expect(RELEASE_TWO).toBeGreaterThan(0);
    expect(await phrasingsOf(GIFT_CARDS)).toEqual(GOLF_FAQ_PHRASINGS[GIFT_CARDS]);
    // An administrator's edits since the first release: new phrasings, a new answer.
    await dataSource.query(
      `UPDATE faqs SET phrasings = '["gift card please"]' WHERE question = $1`,
      [RETURNS],
    );
    await dataSource.query(`UPDATE faqs SET answer = 'Ask in store.' WHERE question = $1`, [
      EXCHANGES,
    ]);

    await migrate(FAQ_MIGRATIONS.length);

    expect(await phrasingsOf(GIFT_CARDS)).toEqual([
      ...GOLF_FAQ_PHRASINGS[GIFT_CARDS],
      ...GOLF_FAQ_MORE_PHRASINGS[GIFT_CARDS],
    ]);
    expect(await phrasingsOf(RETURNS)).toEqual(['gift card please']);
    expect(await phrasingsOf(EXCHANGES)).toEqual(GOLF_FAQ_PHRASINGS[EXCHANGES]);
  });
});

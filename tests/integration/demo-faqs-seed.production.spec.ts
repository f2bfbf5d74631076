// The demo FAQs are a seed step of the faq service, not a migration: a production start
// gives a fresh database none unless SEED_DEMO_FAQS=true, and then the 40 demo FAQs with their
// phrasings once per database, never on top of a shop's own FAQs, and never again on a
// database the retired seed migrations filled.
import { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { seedPhrasings } from '../../services/faq/src/seed/golf-faq-more-phrasings';
import { GOLF_FAQS } from '../../services/faq/src/seed/golf-faqs';
import * as stack from '../../tools/embedded/stack';
import { REDIS_URL, TestDatabases, createTestDatabases, withAdmin } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(90_000);

interface FaqRow {
  question: string;
  answer: string;
  phrasings: string[];
}

const SEEDED = { SEED_DEMO_FAQS: 'true' };
const OWN_FAQ = { question: 'Do you sell fishing rods?', answer: 'No, golf only.' };

describeWithRealStores('the demo FAQs, a seed step (production mode, real Postgres)', () => {
  let databases: TestDatabases;
  let running: ChildProcess | undefined;

  beforeEach(async () => {
    databases = await createTestDatabases();
  });
  afterEach(async () => {
    await stopFaq();
    await databases.drop();
  });

  /** A production start of the faq service on the test database: ready, then stopped. */
  async function startFaq(env: Record<string, string> = {}): Promise<void> {
    const healthPort = await stack.freePort();
    const child = stack.spawnService('faq', {
      PATH: process.env.PATH ?? '',
      REDIS_URL,
      FAQ_DATABASE_URL: databases.faqUrl,
      HEALTH_PORT: String(healthPort),
      LOG_LEVEL: 'warn',
      ...env,
    });
    running = child;
    const log: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    await stack
      .waitForHttp(`http://127.0.0.1:${healthPort}/health/ready`, 60_000)
      .catch((error: Error) => {
        throw new Error(`faq not ready: ${error.message}\n${log.join('').slice(-3000)}`);
      });
    await stopFaq();
  }

  async function stopFaq(): Promise<void> {
    const child = running;
    running = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  const sql = <T>(text: string, values: unknown[] = []) =>
    withAdmin(async (pg) => (await pg.query(text, values)).rows as T[], databases.faqUrl);
  const faqs = () => sql<FaqRow>('SELECT question, answer, phrasings FROM faqs ORDER BY id');

  it('gives a fresh database no FAQs when SEED_DEMO_FAQS is not set', async () => {
    await startFaq();
    expect(await faqs()).toEqual([]);
  });

  it('seeds the 40 demo FAQs with their phrasings, once, with SEED_DEMO_FAQS=true', async () => {
    await startFaq(SEEDED);
    const demo = GOLF_FAQS.map(({ question, answer }) => ({
      question,
      answer,
      phrasings: seedPhrasings(question),
    }));
    expect(demo).toHaveLength(40);
    expect(await faqs()).toEqual(demo);

    await startFaq(SEEDED);
    expect(await faqs()).toEqual(demo);
    // An administrator who deleted them all keeps an empty shop.
    await sql('DELETE FROM faqs');
    await startFaq(SEEDED);
    expect(await faqs()).toEqual([]);
  });

  it("never seeds on top of a shop's own FAQs", async () => {
    await startFaq();
    await sql('INSERT INTO faqs (question, answer) VALUES ($1, $2)', [
      OWN_FAQ.question,
      OWN_FAQ.answer,
    ]);
    await startFaq(SEEDED);
    expect(await faqs()).toEqual([{ ...OWN_FAQ, phrasings: [] }]);
  });

  it('starts on a database the retired seed migrations filled, and never seeds it again', async () => {
    await startFaq();
    // The database as the last release with seed migrations left it, its demo FAQs since
    // deleted by the administrator.
    await sql(`
      DROP TABLE faq_seeds;
      DELETE FROM migrations WHERE name = 'CreateFaqSeeds1732000000007';
      INSERT INTO migrations (timestamp, name) VALUES
        (1732000000001, 'SeedGolfFaqs1732000000001'),
        (1732000000004, 'SeedGolfFaqPhrasings1732000000004'),
        (1732000000005, 'AddMoreGolfFaqPhrasings1732000000005')`);

    await startFaq(SEEDED);
    expect(await faqs()).toEqual([]);
    const ran = await sql<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp');
    expect(ran.map(({ name }) => name)).toEqual([
      'CreateFaqs1732000000000',
      'SeedGolfFaqs1732000000001',
      'CreateImportParts1732000000002',
      'AddFaqPhrasings1732000000003',
      'SeedGolfFaqPhrasings1732000000004',
      'AddMoreGolfFaqPhrasings1732000000005',
      'StageImportParts1732000000006',
      'CreateFaqSeeds1732000000007',
    ]);
  });
});

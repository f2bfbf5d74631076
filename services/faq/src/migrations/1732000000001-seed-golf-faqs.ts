import { MigrationInterface, QueryRunner } from 'typeorm';
import { GOLF_FAQS } from '../seed/golf-faqs';

/**
 * Gives a new shop its starting FAQs. As a migration it runs once per database, and it inserts
 * only into an empty table, so it never writes over (or back over) an administrator's list.
 */
export class SeedGolfFaqs1732000000001 implements MigrationInterface {
  name = 'SeedGolfFaqs1732000000001';

  async up(runner: QueryRunner): Promise<void> {
    const [{ count }] = await runner.query('SELECT count(*)::int AS count FROM faqs');
    if (count > 0) return;
    for (const faq of GOLF_FAQS) {
      await runner.query('INSERT INTO faqs (question, answer) VALUES ($1, $2)', [
        faq.question,
        faq.answer,
      ]);
    }
  }

  async down(): Promise<void> {
    // Seed rows may have been edited by an administrator since: never removed automatically.
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which seeds this database has had (the demo FAQs: seed/demo-faqs.seed.ts), so each runs once
 * per database and never comes back after an administrator has deleted its rows. A database
 * seeded by the retired SeedGolfFaqs migration counts as seeded already.
 */
export class CreateFaqSeeds1732000000007 implements MigrationInterface {
  name = 'CreateFaqSeeds1732000000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE faq_seeds (
        name text PRIMARY KEY,
        seeded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      INSERT INTO faq_seeds (name)
      SELECT 'demo-faqs' FROM migrations WHERE name = 'SeedGolfFaqs1732000000001'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_seeds');
  }
}

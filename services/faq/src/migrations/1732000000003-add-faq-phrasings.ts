import { MigrationInterface, QueryRunner } from 'typeorm';

/** Other ways customers ask an FAQ's question: a JSON list of texts, empty by default. */
export class AddFaqPhrasings1732000000003 implements MigrationInterface {
  name = 'AddFaqPhrasings1732000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE faqs ADD COLUMN phrasings jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE faqs DROP COLUMN phrasings');
  }
}

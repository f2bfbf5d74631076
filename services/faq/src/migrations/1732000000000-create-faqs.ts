import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFaqs1732000000000 implements MigrationInterface {
  name = 'CreateFaqs1732000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE faqs (
        id serial PRIMARY KEY,
        question text NOT NULL,
        answer text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX faqs_active_idx ON faqs (id) WHERE is_active');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faqs');
  }
}

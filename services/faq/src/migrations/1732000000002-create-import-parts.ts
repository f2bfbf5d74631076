import { MigrationInterface, QueryRunner } from 'typeorm';

/** Where an import's parts wait for its commit (any faq replica may take any part). */
export class CreateImportParts1732000000002 implements MigrationInterface {
  name = 'CreateImportParts1732000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE faq_import_parts (
        import_id uuid NOT NULL,
        seq integer NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (import_id, seq)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_import_parts');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's parts are read and checked as they arrive, so that its commit is SQL alone.
 * Each part keeps what it found wrong and its checked rows as one JSON list (no longer its
 * text): one value per part costs Postgres a fraction of a row per FAQ, and stored as is
 * (EXTERNAL), it is not compressed only to be read once. Unlogged: staged parts are written
 * once and read once within minutes, and after a crash the file is imported again anyway.
 * An import under way while this runs is lost the same way.
 */
export class StageImportParts1732000000006 implements MigrationInterface {
  name = 'StageImportParts1732000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_import_parts');
    await runner.query(`
      CREATE UNLOGGED TABLE faq_import_parts (
        import_id uuid NOT NULL,
        seq integer NOT NULL,
        row_count integer NOT NULL,
        line_count integer NOT NULL,
        all_have_ids boolean NOT NULL,
        problems jsonb NOT NULL,
        rows json NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (import_id, seq)
      )`);
    await runner.query('ALTER TABLE faq_import_parts ALTER COLUMN rows SET STORAGE EXTERNAL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_import_parts');
    await runner.query(`
      CREATE TABLE faq_import_parts (
        import_id uuid NOT NULL,
        seq integer NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (import_id, seq)
      )`);
  }
}

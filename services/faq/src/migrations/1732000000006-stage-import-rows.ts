import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's parts are read and checked as they arrive, and their rows staged, so that its
 * commit is SQL alone. faq_import_parts keeps what each part found (no longer its text);
 * faq_import_rows holds the checked rows. Unlogged: staged rows are written once and read
 * once within minutes, and after a crash the import is sent again anyway. An import under
 * way while this runs is lost: the administrator imports the file again.
 */
export class StageImportRows1732000000006 implements MigrationInterface {
  name = 'StageImportRows1732000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_import_parts');
    await runner.query(`
      CREATE TABLE faq_import_parts (
        import_id uuid NOT NULL,
        seq integer NOT NULL,
        row_count integer NOT NULL,
        line_count integer NOT NULL,
        all_have_ids boolean NOT NULL,
        problems jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (import_id, seq)
      )`);
    await runner.query(`
      CREATE UNLOGGED TABLE faq_import_rows (
        import_id uuid NOT NULL,
        seq integer NOT NULL,
        ord integer NOT NULL,
        id integer,
        question text NOT NULL,
        answer text NOT NULL,
        phrasings jsonb NOT NULL,
        is_active boolean NOT NULL,
        created_at timestamptz,
        updated_at timestamptz,
        PRIMARY KEY (import_id, seq, ord)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE faq_import_rows');
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

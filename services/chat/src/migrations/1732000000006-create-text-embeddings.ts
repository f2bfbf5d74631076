import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vectors of FAQ texts from the configured embedding model (issue 34), kept so that a
 * restart or another replica embeds nothing already embedded: keyed by the model and the
 * SHA-256 of the text, the vector as little-endian float32 (a quarter of a JSON list's size).
 */
export class CreateTextEmbeddings1732000000006 implements MigrationInterface {
  name = 'CreateTextEmbeddings1732000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE text_embeddings (
        model varchar(200) NOT NULL,
        text_sha256 bytea NOT NULL,
        vector bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (model, text_sha256)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE text_embeddings');
  }
}

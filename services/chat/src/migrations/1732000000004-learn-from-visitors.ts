import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Learning from visitors (docs/answer-engine.md). On each bot reply: the FAQs it offered as
 * buttons (a pick of any other FAQ is refused) and the learned message that carried its
 * answer (votes count against it). learned_messages keeps each visitor's message given as
 * evidence for the FAQ they picked, stripped of personal data, so it outlives the transcript:
 * only its link to the session goes with the transcripts' retention. learning_version is
 * raised with every change of what the engine learned, so every replica reloads the list.
 */
export class LearnFromVisitors1732000000004 implements MigrationInterface {
  name = 'LearnFromVisitors1732000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE chat_messages ADD COLUMN offered_faq_ids integer[], ADD COLUMN learned_id integer',
    );
    await runner.query(`
      CREATE TABLE learned_messages (
        id serial PRIMARY KEY,
        faq_id integer NOT NULL,
        text varchar(500) NOT NULL,
        match_key text NOT NULL,
        session_id varchar(100),
        source_message_id uuid UNIQUE,
        status varchar(8) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'learned', 'rejected')),
        decided_by varchar(5) CHECK (decided_by IN ('auto', 'admin')),
        unhelpful_votes integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await runner.query('CREATE INDEX learned_messages_key ON learned_messages (faq_id, match_key)');
    await runner.query('CREATE INDEX learned_messages_status ON learned_messages (status)');
    await runner.query(
      `CREATE INDEX learned_messages_session ON learned_messages (session_id, created_at)
         WHERE session_id IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE learning_version (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        version bigint NOT NULL
      )`);
    await runner.query('INSERT INTO learning_version (version) VALUES (0)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE learning_version');
    await runner.query('DROP TABLE learned_messages');
    await runner.query(
      'ALTER TABLE chat_messages DROP COLUMN learned_id, DROP COLUMN offered_faq_ids',
    );
  }
}

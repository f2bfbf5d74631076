import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatTables1732000000000 implements MigrationInterface {
  name = 'CreateChatTables1732000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE chat_sessions (
        id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        session_id varchar(100) NOT NULL,
        sender varchar(10) NOT NULL CHECK (sender IN ('visitor', 'bot')),
        text text NOT NULL,
        faq_id integer,
        score real,
        latency_ms real,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      'CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, created_at)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE chat_messages');
    await runner.query('DROP TABLE chat_sessions');
  }
}

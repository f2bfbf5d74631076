import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's "helpful" vote on an answer is evidence for its FAQ too: each learned message
 * says which kind of click it came from, so the admin can tell a pick from a vote.
 */
export class LearnFromHelpfulVotes1732000000007 implements MigrationInterface {
  name = 'LearnFromHelpfulVotes1732000000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE learned_messages
        ADD COLUMN source varchar(10) NOT NULL DEFAULT 'pick'
          CHECK (source IN ('pick', 'helpful'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE learned_messages DROP COLUMN source');
  }
}

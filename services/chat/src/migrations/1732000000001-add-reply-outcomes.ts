import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each bot reply was (answered, unsure, declined, small talk) and the visitor's vote on
 * it, for the admin's insights; created_at indexed for the daily figures and the retention
 * cleanup.
 */
export class AddReplyOutcomes1732000000001 implements MigrationInterface {
  name = 'AddReplyOutcomes1732000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE chat_messages
        ADD COLUMN reply_kind varchar(12)
          CHECK (reply_kind IN ('answered', 'unsure', 'declined', 'small-talk')),
        ADD COLUMN helpful boolean`);
    // Earlier replies: an FAQ answered, or a decline (which kept its best score); small talk
    // kept neither and stays unclassified.
    await runner.query(`
      UPDATE chat_messages
         SET reply_kind = CASE WHEN faq_id IS NOT NULL THEN 'answered' ELSE 'declined' END
       WHERE sender = 'bot' AND (faq_id IS NOT NULL OR score IS NOT NULL)`);
    await runner.query('CREATE INDEX chat_messages_created_idx ON chat_messages (created_at)');
    await runner.query(
      'CREATE INDEX chat_messages_faq_idx ON chat_messages (faq_id) WHERE faq_id IS NOT NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX chat_messages_faq_idx');
    await runner.query('DROP INDEX chat_messages_created_idx');
    await runner.query('ALTER TABLE chat_messages DROP COLUMN helpful, DROP COLUMN reply_kind');
  }
}

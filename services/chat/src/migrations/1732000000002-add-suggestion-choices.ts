import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The FAQ a visitor chose from the suggestions under an unsure or declined reply: what that
 * question meant, for the admin's insights. Kept on the reply itself (a reply gets one choice,
 * the latest), so the retention cleanup removes it with the reply.
 */
export class AddSuggestionChoices1732000000002 implements MigrationInterface {
  name = 'AddSuggestionChoices1732000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE chat_messages ADD COLUMN chosen_faq_id integer');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE chat_messages DROP COLUMN chosen_faq_id');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { GOLF_FAQ_PHRASINGS } from '../seed/golf-faq-phrasings';
import { GOLF_FAQS } from '../seed/golf-faqs';

/**
 * Gives the seed FAQs their phrasings: only those whose question and answer are still the
 * seed's and that have no phrasings yet, so an administrator's edits are never written over.
 */
export class SeedGolfFaqPhrasings1732000000004 implements MigrationInterface {
  name = 'SeedGolfFaqPhrasings1732000000004';

  async up(runner: QueryRunner): Promise<void> {
    for (const faq of GOLF_FAQS) {
      const phrasings = GOLF_FAQ_PHRASINGS[faq.question];
      if (!phrasings) continue;
      await runner.query(
        `UPDATE faqs SET phrasings = $3::jsonb
          WHERE question = $1 AND answer = $2 AND phrasings = '[]'::jsonb`,
        [faq.question, faq.answer, JSON.stringify(phrasings)],
      );
    }
  }

  async down(): Promise<void> {
    // Phrasings may have been edited by an administrator since: never removed automatically.
  }
}

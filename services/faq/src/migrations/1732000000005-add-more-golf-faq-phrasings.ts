import { MigrationInterface, QueryRunner } from 'typeorm';
import { GOLF_FAQ_MORE_PHRASINGS } from '../seed/golf-faq-more-phrasings';
import { GOLF_FAQ_PHRASINGS } from '../seed/golf-faq-phrasings';
import { GOLF_FAQS } from '../seed/golf-faqs';

/**
 * Appends the second release of the seed FAQs' phrasings: only to FAQs whose question, answer
 * and phrasings are still exactly the seed's first release, so an administrator's edits are
 * never written over.
 */
export class AddMoreGolfFaqPhrasings1732000000005 implements MigrationInterface {
  name = 'AddMoreGolfFaqPhrasings1732000000005';

  async up(runner: QueryRunner): Promise<void> {
    for (const faq of GOLF_FAQS) {
      const first = GOLF_FAQ_PHRASINGS[faq.question];
      const more = GOLF_FAQ_MORE_PHRASINGS[faq.question];
      if (!first || !more) continue;
      await runner.query(
        `UPDATE faqs SET phrasings = $4::jsonb
          WHERE question = $1 AND answer = $2 AND phrasings = $3::jsonb`,
        [faq.question, faq.answer, JSON.stringify(first), JSON.stringify([...first, ...more])],
      );
    }
  }

  async down(): Promise<void> {
    // Phrasings may have been edited by an administrator since: never removed automatically.
  }
}

import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FaqEntity } from '../faqs/faq.entity';
import { seedPhrasings } from './golf-faq-more-phrasings';
import { GOLF_FAQS } from './golf-faqs';

const SEED = 'demo-faqs';

/**
 * The demo golf shop's FAQs with their phrasings, for a shop that asks for them
 * (SEED_DEMO_FAQS): once per database, and only into an empty FAQ table, never on top of a
 * shop's own FAQs. The seed's turn is claimed in the same transaction as the inserts, so two
 * replicas starting together seed once even without the migrations' lock: the second's claim
 * waits for the first's commit, then finds the turn taken.
 */
export async function seedDemoFaqs(dataSource: DataSource): Promise<void> {
  const seeded = await dataSource.transaction(async (manager) => {
    const claimed: unknown[] = await manager.query(
      'INSERT INTO faq_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
      [SEED],
    );
    if (claimed.length === 0 || (await manager.count(FaqEntity)) > 0) return 0;
    await manager.insert(
      FaqEntity,
      GOLF_FAQS.map(({ question, answer }) => ({
        question,
        answer,
        phrasings: seedPhrasings(question),
      })),
    );
    return GOLF_FAQS.length;
  });
  if (seeded > 0) new Logger('DemoFaqs').log(`Seeded the demo shop: ${seeded} FAQs`);
}

import { Faq } from '@caddie/contracts';
import { FaqEntity } from './faq.entity';

/** The wire shape of an FAQ: plain fields, dates as ISO strings. */
export function toFaq(entity: FaqEntity): Faq {
  return {
    id: entity.id,
    question: entity.question,
    answer: entity.answer,
    phrasings: entity.phrasings ?? [],
    isActive: entity.isActive,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

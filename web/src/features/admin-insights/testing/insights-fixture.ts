import type { Faq } from '@caddie/contracts';
import { faqFixture } from '../../../test/faq-fixture';
import type { InsightsSummary } from '../types';

const HOUR = 3_600_000;

/** 30 UTC days from 2025-02-08 to 2025-03-09; day n has n conversations and 3n messages. */
const days = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2025, 1, 8 + index)).toISOString().slice(0, 10),
  conversations: index,
  messages: 3 * index,
}));

export const returnsFaq: Faq = faqFixture({
  id: 1,
  question: 'What is your return policy?',
  answer: 'Free within 30 days.',
  phrasings: ['Can I send it back?'],
  isActive: true,
});
export const rentalsFaq: Faq = faqFixture({
  id: 4,
  question: 'Do you rent clubs?',
  answer: 'Yes.',
  isActive: false,
});

export function insightsFixture(changes: Partial<InsightsSummary> = {}): InsightsSummary {
  return {
    from: '2025-02-08T00:00:00.000Z',
    to: '2025-03-09T23:59:59.999Z',
    days,
    answered: 120,
    declined: 30,
    helpful: 10,
    notHelpful: 2,
    helpfulRate: 10 / 12,
    handoffs: { left: 3, open: 1 },
    topFaqs: [
      { faqId: 1, question: returnsFaq.question, served: 50 },
      { faqId: 4, question: null, served: 7 },
      { faqId: 99, question: null, served: 1 },
    ],
    unanswered: [
      {
        question: 'Do you sell gift cards?',
        variants: ['gift card?', 'Gift vouchers?'],
        count: 5,
        declined: 4,
        notHelpful: 1,
        lastAskedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        chosenFaq: null,
      },
      {
        question: 'Can I bring my dog?',
        variants: [],
        count: 2,
        declined: 2,
        notHelpful: 0,
        lastAskedAt: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
        chosenFaq: null,
      },
    ],
    retentionDays: 90,
    ...changes,
  };
}

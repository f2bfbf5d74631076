import type { Faq } from '@caddie/contracts';

/** An FAQ as the API answers it: what a test names, the rest filled in. */
export function faqFixture(
  faq: Pick<Faq, 'id' | 'question' | 'answer' | 'isActive'> & Partial<Faq>,
): Faq {
  return {
    phrasings: [],
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...faq,
  };
}

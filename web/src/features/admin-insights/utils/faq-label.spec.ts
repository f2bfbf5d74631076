import type { Faq } from '../../../types/api';
import { topFaqLabel } from './faq-label';

const faqs: Faq[] = [
  { id: 4, question: 'Do you rent clubs?', answer: 'Yes.', isActive: false },
  { id: 5, question: 'Gift cards?', answer: 'Yes.', isActive: true },
];

describe('topFaqLabel', () => {
  it('uses the question the chat knows', () => {
    expect(topFaqLabel({ faqId: 5, question: 'Gift cards?', served: 2 }, faqs)).toBe('Gift cards?');
  });

  it('finds the question of an inactive FAQ in the admin list, and says it is inactive', () => {
    expect(topFaqLabel({ faqId: 4, question: null, served: 2 }, faqs)).toBe(
      'Do you rent clubs? (inactive)',
    );
  });

  it('names an FAQ that is in neither by its id', () => {
    expect(topFaqLabel({ faqId: 9, question: null, served: 2 }, faqs)).toBe(
      'FAQ #9 (inactive or deleted)',
    );
    expect(topFaqLabel({ faqId: 9, question: null, served: 2 })).toBe(
      'FAQ #9 (inactive or deleted)',
    );
  });
});

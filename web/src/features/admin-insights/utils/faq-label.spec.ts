import type { Faq } from '@caddie/contracts';
import { faqFixture } from '../../../test/faq-fixture';
import { faqLabel } from './faq-label';

const faqs: Faq[] = [
  faqFixture({ id: 4, question: 'Do you rent clubs?', answer: 'Yes.', isActive: false }),
  faqFixture({ id: 5, question: 'Gift cards?', answer: 'Yes.', isActive: true }),
];

describe('faqLabel', () => {
  it('uses the question the chat knows', () => {
    expect(faqLabel({ faqId: 5, question: 'Gift cards?' }, faqs)).toBe('Gift cards?');
  });

  it('finds the question of an inactive FAQ in the admin list, and says it is inactive', () => {
    expect(faqLabel({ faqId: 4, question: null }, faqs)).toBe('Do you rent clubs? (inactive)');
  });

  it('names an FAQ that is in neither by its id', () => {
    expect(faqLabel({ faqId: 9, question: null }, faqs)).toBe('FAQ #9 (inactive or deleted)');
    expect(faqLabel({ faqId: 9, question: null })).toBe('FAQ #9 (inactive or deleted)');
  });
});

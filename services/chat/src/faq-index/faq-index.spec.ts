import { faq } from '../search/faq.fixture';
import { FaqIndex } from './faq-index';

const FAQS = [
  faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.'),
  faq(8, 'How much does a club fitting cost?', 'A full bag fitting costs $150.'),
  faq(12, 'What is your return policy?', 'Returns within 30 days.', ['Can I send it back?']),
  faq(15, 'Can I return used clubs?', 'Returns within 30 days.'),
];

describe('FaqIndex.faqOf', () => {
  it('gives each active FAQ by id with its own question and answer', async () => {
    const index = new FaqIndex();
    await index.replace([FAQS]);
    for (const { id, question, answer } of FAQS) {
      expect(index.faqOf(id)).toEqual({ id, question, answer });
    }
  });

  it('gives nothing for an id no active FAQ has', async () => {
    const index = new FaqIndex();
    await index.replace([FAQS]);
    expect(index.faqOf(4)).toBeUndefined();
    await index.replace([FAQS.filter((entry) => entry.id !== 8)]);
    expect(index.faqOf(8)).toBeUndefined();
  });
});

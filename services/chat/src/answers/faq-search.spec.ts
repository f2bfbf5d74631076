import { FaqSearch } from './faq-search';
import { faq } from './faq.fixture';

describe('FaqSearch', () => {
  it('gives one hit per answer: FAQs sharing an answer are phrasings of one question', () => {
    const search = new FaqSearch([
      faq(1, 'Do you offer EMI?', '[EMI]'),
      faq(3, 'Is EMI available on your mattress?', '[EMI]'),
      faq(4, 'Can I pay by EMI?', '[EMI]'),
      faq(2, 'What is the price of a mattress?', '[COST]'),
    ]);
    const answers = search.search('emi on a mattress').map((hit) => hit.faq.answer);
    expect(answers).toEqual(['[EMI]', '[COST]']);
  });

  it('matches an FAQ by its phrasings like by its question, and returns the FAQ itself', () => {
    const search = new FaqSearch([
      faq(1, 'Do you offer club fitting?', 'Yes, book a fitting in store.', [
        'Can someone measure me for irons?',
      ]),
      faq(2, 'What is your returns policy?', 'Returns within 30 days.'),
    ]);
    const [hit] = search.search('can someone measure me for irons');
    expect(hit.faq.id).toBe(1);
    expect(hit.faq.question).toBe('Do you offer club fitting?');
    expect(hit.confidence).toBeGreaterThan(0.9);
    expect(search.size).toBe(2);
  });

  it('finds questions by their letters when a word is misspelt beyond one edit', () => {
    const search = new FaqSearch([
      faq(1, 'Do you sell pillows?', 'Yes, two kinds.'),
      faq(2, 'How long does delivery take?', 'Three to five days.'),
    ]);
    expect(search.search('need pliiows')[0].faq.id).toBe(1);
  });

  it('returns nothing for a message with no content words', () => {
    expect(new FaqSearch([faq(1, 'Do you sell pillows?', 'Yes.')]).search('and the')).toEqual([]);
  });
});

import { faq } from '@caddie/answer-engine/testing';
import { FaqIndex } from '../faq-index/faq-index';
import { mostUsed, rankPopular } from './popular-ranking';

const FAQS = [
  faq(1, 'What is your return policy?', 'Within 30 days.'),
  faq(2, 'How much does shipping cost?', 'Free over $50.'),
  faq(3, 'How can I track my order?', 'With the link we email.'),
  faq(4, 'Do you offer club fitting?', 'Yes, in store.'),
  faq(5, 'Which golf brands do you sell?', 'Many.'),
  faq(6, 'Is there a warranty?', 'Two years.'),
];

async function indexOf(faqs = FAQS): Promise<FaqIndex> {
  const index = new FaqIndex();
  await index.replace([faqs]);
  return index;
}

const ids = (index: FaqIndex) => index.popularFaqs.map(({ id }) => id);

describe('the popular FAQs', () => {
  it('are the first active FAQs in the shop order until there is traffic', async () => {
    const index = await indexOf();
    expect(index.popularFaqs).toEqual([
      { id: 1, question: 'What is your return policy?' },
      { id: 2, question: 'How much does shipping cost?' },
      { id: 3, question: 'How can I track my order?' },
      { id: 4, question: 'Do you offer club fitting?' },
    ]);
    index.usePopularity([]);
    expect(ids(index)).toEqual([1, 2, 3, 4]);
  });

  it('follow traffic, most used first, filled up in the shop order', async () => {
    const index = await indexOf();
    index.usePopularity([6, 3]);
    expect(ids(index)).toEqual([6, 3, 1, 2]);
    index.usePopularity([5, 6, 4, 2, 1]);
    expect(ids(index)).toEqual([5, 6, 4, 2]);
  });

  it('leave out FAQs no longer active, at once and after a reload', async () => {
    const index = await indexOf();
    index.usePopularity([6, 99, 5]);
    expect(ids(index)).toEqual([6, 5, 1, 2]);
    await index.replace([FAQS.filter(({ id }) => id !== 6 && id !== 1)]);
    expect(ids(index)).toEqual([5, 2, 3, 4]);
  });

  it('are as many as there are active FAQs, when fewer than four', async () => {
    const index = await indexOf(FAQS.slice(0, 2));
    index.usePopularity([2]);
    expect(ids(index)).toEqual([2, 1]);
    expect(rankPopular([1], { questionOf: () => undefined, firstFaqs: () => [] }, 4)).toEqual([]);
  });
});

describe('mostUsed', () => {
  it('ranks by conversations summed over the parts of the window', () => {
    const pastDays = new Map([
      [4, 3],
      [7, 5],
    ]);
    const today = new Map([
      [4, 3],
      [9, 1],
    ]);
    expect(mostUsed([pastDays, today])).toEqual([4, 7, 9]);
  });

  it('breaks ties by the shop order (the lower id first)', () => {
    expect(mostUsed([new Map([[8, 2]]), new Map([[3, 2]])])).toEqual([3, 8]);
  });
});

import type { Entry } from './faq-search-builder';
import { withOwnWays } from './own-ways';

// FAQ 0: entries 0-1 (question, phrasing) and 2 (a learned message); FAQ 1: entry 3.
const entry = (faq: number, first: number, count: number, learnedId?: number) =>
  ({ faq, forms: { first, count }, ...(learnedId ? { learnedId } : {}) }) as Entry;
const entries = [entry(0, 0, 3), entry(0, 0, 3), entry(0, 0, 3, 7), entry(1, 3, 1)];

describe('withOwnWays', () => {
  it('scores the own ways of asking of an FAQ a learned message found, once each', () => {
    const { ids, foundByOwnWords } = withOwnWays([2, 3, 0], entries);
    expect(ids.sort()).toEqual([0, 1, 2, 3]);
    expect([...foundByOwnWords].sort()).toEqual([0, 1]);
  });

  it('names only the FAQs the shop’s own words found', () => {
    expect([...withOwnWays([2, 3], entries).foundByOwnWords]).toEqual([1]);
  });
});

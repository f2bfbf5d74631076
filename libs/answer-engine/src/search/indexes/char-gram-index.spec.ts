import { CharGramIndex, charGrams } from './char-gram-index';

const QUESTIONS = [
  { id: 1, text: 'Do you sell pillows?' },
  { id: 2, text: 'What is the price of a mattress?' },
  { id: 3, text: 'How long does delivery take?' },
];

describe('CharGramIndex', () => {
  it('splits words into padded 3- and 4-letter grams', () => {
    expect(charGrams('Ok')).toEqual([' ok', 'ok ', ' ok ']);
    expect(charGrams('pay')).toEqual([' pa', 'pay', 'ay ', ' pay', 'pay ']);
  });

  it('finds questions despite typos word search misses', () => {
    const index = new CharGramIndex(QUESTIONS);
    expect(index.search('need pliiows', 3)[0].id).toBe(1);
    expect(index.search('prize of matress', 3)[0].id).toBe(2);
  });

  it('scores an identical question 1 and leaves out questions sharing nothing', () => {
    const index = new CharGramIndex(QUESTIONS);
    const [best] = index.search('How long does delivery take?', 3);
    expect(best).toEqual({ id: 3, similarity: expect.closeTo(1, 10) });
    expect(index.search('zzzz qqqq', 3)).toEqual([]);
  });

  it('returns at most the limit, best first', () => {
    const hits = new CharGramIndex(QUESTIONS).search('do you sell a mattress', 2);
    expect(hits).toHaveLength(2);
    expect(hits[0].similarity).toBeGreaterThanOrEqual(hits[1].similarity);
  });
});

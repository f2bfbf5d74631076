import { Faq } from '@caddie/contracts';
import { KeywordMatcher, keywords } from './keyword-matcher';

function faq(id: number, question: string, answer: string): Faq {
  return {
    id,
    question,
    answer,
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

const RETURNS = faq(
  1,
  'What is your return policy?',
  'Return unused clubs within 30 days for a refund.',
);
const SHIPPING = faq(
  2,
  'How long does shipping take?',
  'Orders ship in 2 days; a return label is in the box.',
);

describe('keywords', () => {
  it('lower-cases, drops stop words and punctuation, and trims a plural s', () => {
    expect(keywords('What are YOUR Drivers, and the irons?')).toEqual(['driver', 'iron']);
  });

  it('keeps short words ending in s as they are', () => {
    expect(keywords('gps bus')).toEqual(['gps', 'bus']);
  });

  it('gives no words for a message of stop words only', () => {
    expect(keywords('how do I do it?')).toEqual([]);
  });
});

describe('KeywordMatcher.best', () => {
  const matcher = new KeywordMatcher([RETURNS, SHIPPING]);

  it('prefers the FAQ whose question holds the word over one whose answer does', () => {
    const match = matcher.best('return');
    expect(match?.faq.id).toBe(RETURNS.id);
    expect(match?.score).toBe(3);
  });

  it('scores question words twice and answer words once, over the words of the message', () => {
    expect(matcher.best('shipping refund')?.faq.id).toBe(SHIPPING.id);
    expect(matcher.best('shipping refund')?.score).toBe(1);
  });

  it('gives no match when no word of the message is in any question', () => {
    expect(matcher.best('refund label')).toBeUndefined();
  });

  it('gives no match for a message of stop words only', () => {
    expect(matcher.best('what is your')).toBeUndefined();
  });

  it('does not let a stop word shared with a question count as a match', () => {
    expect(matcher.best('how long is the wait')?.faq.id).toBe(SHIPPING.id);
    expect(matcher.best('what is the')).toBeUndefined();
  });

  it('counts a repeated word of the message once', () => {
    expect(matcher.best('return return return')?.score).toBe(3);
  });

  it('matches a plural in the message to a singular in the question', () => {
    expect(matcher.best('returns')?.faq.id).toBe(RETURNS.id);
  });

  it('finds nothing in an empty index', () => {
    expect(new KeywordMatcher([]).best('return')).toBeUndefined();
  });
});

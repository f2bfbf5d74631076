import { elsewhereWords } from './elsewhere';
import { normalize } from './texting-forms';

describe('elsewhereWords', () => {
  it('finds the words that ask for work or name another company', () => {
    expect(elsewhereWords(normalize('R u hiring? I reset my Gmail password'))).toEqual([
      'hiring',
      'gmail',
    ]);
  });

  it('leaves the marketplaces visitors name for a price match alone', () => {
    expect(elsewhereWords(normalize('do you match amazon or ebay prices'))).toEqual([]);
  });
});

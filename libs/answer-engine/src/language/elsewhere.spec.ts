import { elsewhereWords } from './elsewhere';
import { normalize } from './texting-forms';

describe('elsewhereWords', () => {
  it('finds the words that ask for work or name another company', () => {
    expect(elsewhereWords(normalize('R u hiring? I reset my Gmail password'))).toEqual([
      'hiring',
      'gmail',
    ]);
  });

  it('finds the words of a general-knowledge question', () => {
    expect(elsewhereWords(normalize("what's the capital of Botswana"))).toEqual(['capital']);
    expect(elsewhereWords(normalize('can u translate thank you into french'))).toEqual([
      'translate',
    ]);
  });

  it('leaves the marketplaces visitors name for a price match alone', () => {
    expect(elsewhereWords(normalize('do you match amazon or ebay prices'))).toEqual([]);
  });
});

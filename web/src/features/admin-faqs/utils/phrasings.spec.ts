import { phrasingsFromText, phrasingsToText } from './phrasings';

describe('phrasingsFromText', () => {
  it('reads one phrasing a line, trimmed, without blank lines', () => {
    expect(phrasingsFromText('  Can I send it back?\r\n\n   \nRefunds? ')).toEqual([
      'Can I send it back?',
      'Refunds?',
    ]);
  });

  it('reads an empty field as no phrasings', () => {
    expect(phrasingsFromText('')).toEqual([]);
  });
});

describe('phrasingsToText', () => {
  it('writes one phrasing a line, and nothing for none', () => {
    expect(phrasingsToText(['A?', 'B?'])).toBe('A?\nB?');
    expect(phrasingsToText(undefined)).toBe('');
  });
});

import { analyze } from './analyze';
import { normalize } from './texting-forms';

describe('normalize', () => {
  it('spells out texting forms and contractions', () => {
    expect(normalize("wheres my order? u don't ship 2day")).toBe(
      'where is my order? you do not ship today',
    );
    expect(normalize('wat time u close tonite, shud i come thru')).toBe(
      'what time you close tonight, should i come through',
    );
  });

  it('reads words that name built-in object properties as plain words', () => {
    expect(normalize('__proto__ constructor')).toBe('__proto__ constructor');
  });

  it('folds accents and curly apostrophes', () => {
    expect(normalize('Café’s  HOURS')).toBe('cafes hours');
  });
});

describe('analyze', () => {
  it('maps retail synonyms and phrases to one term', () => {
    expect(analyze('can i send back a driver i hit twice')).toEqual([
      'return',
      'club',
      'hit',
      'twice',
    ]);
    expect(analyze('Refund please')).toEqual(['refund']);
    expect(analyze('want my money back')).toEqual(['refund']);
    expect(analyze('wheres my order')).toEqual(['track']);
    expect(analyze('do u do fittings')).toEqual(['fit']);
    expect(analyze('how long is delivery')).toEqual(['long', 'ship']);
    expect(analyze('swap the navy polo for a red one')).toEqual([
      'exchang',
      'color',
      'apparel',
      'color',
    ]);
    expect(analyze('a youngster who wants whippy shafts')).toEqual(['junior', 'shaft', 'shaft']);
    expect(analyze('whats the damage for a regrip')).toEqual(['cost', 'grip']);
    expect(analyze('the damage to my driver')).toEqual(['damag', 'club']);
    expect(analyze('can i undo it, want a diff colour')).toEqual(['cancel', 'differ', 'color']);
  });

  it('tells the shop selling apart from the customer selling to the shop', () => {
    expect(analyze('do u sell used clubs')).toEqual(['sell', 'used']);
    expect(analyze('can i sell you my used irons')).toEqual(['trade', 'used', 'club']);
  });

  it('drops stop words and stems the rest', () => {
    expect(analyze('What are the benefits of graphite shafts?')).toEqual([
      'benefit',
      'graphit',
      'shaft',
    ]);
  });

  it('drops the people and occasions a story mentions in passing, not those that pick an FAQ', () => {
    expect(analyze("a gift card for my dad's birthday")).toEqual(['giftcard']);
    expect(analyze('clubs for my wife and my son')).toEqual(['club', 'women', 'junior']);
  });

  it('keeps unknown words, so questions about other things stay unlike every FAQ', () => {
    expect(analyze('do you deliver pizza')).toEqual(['ship', 'pizza']);
  });
});

import { analyze, readText } from './analyze';
import { useTrade } from './synonyms';
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
    expect(analyze('can i send back a jacket i wore twice')).toEqual([
      'return',
      'apparel',
      'wore',
      'twice',
    ]);
    expect(analyze('Refund please')).toEqual(['refund']);
    expect(analyze('want my money back')).toEqual(['refund']);
    expect(analyze('wheres my order')).toEqual(['track']);
    expect(analyze('how long is delivery')).toEqual(['long', 'ship']);
    expect(analyze('swap the navy polo for a red one')).toEqual([
      'exchang',
      'color',
      'apparel',
      'color',
    ]);
    expect(analyze('the damage to my parcel')).toEqual(['damag', 'parcel']);
    expect(analyze('can i undo it, want a diff colour')).toEqual(['cancel', 'differ', 'color']);
  });

  it('meets the words customers use for what FAQs word another way', () => {
    expect(analyze('phone number?')).toEqual(analyze('How can I contact you?'));
    expect(analyze('How can I get in touch with the shop?')).toEqual(['human', 'store']);
    expect(analyze('can i put it on hold')).toEqual(analyze('Can I pause it?'));
    expect(analyze('how do i get on your mailing list')).toEqual(['newsletter']);
    expect(analyze('when will my stuff get here')).toEqual(['arriv']);
    expect(analyze('whats your address')).toEqual(analyze('Where are you located?'));
    expect(analyze('I want to call off my order')).toEqual(['cancel', 'order']);
    expect(analyze('some pieces are not in the box')).toEqual(['piec', 'missing']);
  });

  it("keeps a trade's words to shops of that trade", () => {
    // A phone is what a phone shop sells, an iron what a kitchenware shop sells, a son a story.
    expect(analyze('my iron broke')).toEqual(['iron', 'damag']);
    expect(analyze('is the phone unlocked')).toEqual(['phone', 'unlock']);
    expect(analyze('clubs for my wife and my son')).toEqual(['club', 'wife', 'son']);
  });

  describe('in the golf trade (the demo shop)', () => {
    beforeAll(() => useTrade('golf'));
    afterAll(() => useTrade('none'));

    it('maps golf words and phrases to one term too', () => {
      expect(analyze('can i send back a driver i hit twice')).toEqual([
        'return',
        'club',
        'hit',
        'twice',
      ]);
      expect(analyze('do u do fittings')).toEqual(['fit']);
      expect(analyze('a youngster who wants whippy shafts')).toEqual(['junior', 'shaft', 'shaft']);
      expect(analyze('whats the damage for a regrip')).toEqual(['cost', 'grip']);
      expect(analyze('the damage to my driver')).toEqual(['damag', 'club']);
    });

    it('tells the shop selling apart from the customer selling to the shop', () => {
      expect(analyze('do u sell used clubs')).toEqual(['sell', 'used']);
      expect(analyze('can i sell you my used irons')).toEqual(['trade', 'used', 'club']);
    });
  });

  it('drops stop words and stems the rest', () => {
    expect(analyze('What are the benefits of graphite shafts?')).toEqual([
      'benefit',
      'graphit',
      'shaft',
    ]);
  });

  it('drops the people, occasions and interjections a message has in passing', () => {
    expect(analyze("a gift card for my dad's birthday")).toEqual(['giftcard']);
    expect(analyze('lol wtf is my order')).toEqual(['order']);
  });

  it('keeps unknown words, so questions about other things stay unlike every FAQ', () => {
    expect(analyze('do you deliver pizza')).toEqual(['ship', 'pizza']);
  });
});

describe('readText', () => {
  it('keeps the words a synonym group would fold, stemmed, stop words out', () => {
    expect(analyze('do you take cash or paypal')).toEqual(['pay', 'pay']);
    expect(readText('do you take cash or PayPal payments').words).toEqual([
      'cash',
      'paypal',
      'payment',
    ]);
  });
});

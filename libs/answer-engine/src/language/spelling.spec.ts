import { Spelling } from './spelling';

const FAQ_TEXTS = [
  'Can I exchange an item for a different size?',
  'Do you offer golf lessons for beginners?',
  'Do you sell gift cards?',
  'Where are your stores located?',
  'Do you sell used or pre-owned clubs?',
];

describe('Spelling', () => {
  const spelling = new Spelling(FAQ_TEXTS);

  it('corrects a letter left out, added or changed to the word the FAQs use', () => {
    expect(spelling.correct('lesons for beginers')).toBe('lessons for beginners');
    expect(spelling.correct('any pre-ownd irons')).toBe('any pre-owned irons');
  });

  it('corrects two neighbouring letters swapped', () => {
    expect(spelling.correct('can i excahnge it')).toBe('can i exchange it');
    expect(spelling.correct('old gift crad')).toBe('old gift card');
  });

  it('corrects to the synonym table words too', () => {
    expect(spelling.correct('whats the refnd time')).toBe('what is the refund time');
  });

  it('prefers the word that completes a synonym phrase to the more common one', () => {
    const sendIsCommoner = new Spelling(['send', 'send', 'send', 'second']);
    expect(sendIsCommoner.correct('any secnd hand drivers')).toBe('any second hand drivers');
    expect(sendIsCommoner.correct('i want to secnd it')).toBe('i want to send it');
  });

  it('leaves real English words alone, even one letter from an FAQ word', () => {
    expect(spelling.correct('is there a storm coming')).toBe('is there a storm coming');
    expect(spelling.correct('bank holiday')).toBe('bank holiday');
  });

  it('leaves words of three letters and words two edits away alone', () => {
    expect(spelling.correct('gfit')).toBe('gift');
    expect(spelling.correct('sel')).toBe('sel');
    expect(spelling.correct('xchnge')).toBe('xchnge');
  });

  it('leaves words the index knows in another form alone', () => {
    const knowsCarts = new Spelling(['push cart'], (word) => word === 'carts');
    expect(knowsCarts.correct('carts')).toBe('carts');
  });
});

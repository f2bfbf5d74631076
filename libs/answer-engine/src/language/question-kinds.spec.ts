import { questionKinds as kindsOfNormalized } from './question-kinds';
import { normalize } from './texting-forms';

const questionKinds = (text: string) => kindsOfNormalized(normalize(text));

describe('questionKinds', () => {
  it('tells a price from a time, a place and a way of doing something', () => {
    const kinds = ['How much is delivery?', 'How long does delivery take?', 'Where is the shop?'];
    const [price, time, place] = kinds.map(questionKinds);
    expect(new Set([price, time, place]).size).toBe(3);
    expect(questionKinds('How do I return a club?')).not.toBe(0);
    expect(questionKinds('whats the cost')).toBe(price);
  });

  it('reads nothing into a question that asks for none of them', () => {
    expect(questionKinds('Do you sell left-handed clubs?')).toBe(0);
  });

  it('reads texting forms as their words ("wheres")', () => {
    expect(questionKinds('wheres ur store')).toBe(questionKinds('where is your store'));
  });
});

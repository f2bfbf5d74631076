import { FaqTexts } from './faq-texts';

function textsOf(count: number): FaqTexts {
  const texts = new FaqTexts();
  for (let i = 0; i < count; i += 1) {
    texts.add({ id: 1000 + i, question: `Question ${i}?`, answer: `Answer ${i}: "quoted", é ✓` });
  }
  texts.seal();
  return texts;
}

describe('FaqTexts', () => {
  it('gives back every FAQ by its number, across blocks', () => {
    const texts = textsOf(100);
    expect(texts.count).toBe(100);
    for (const faq of [0, 31, 32, 63, 99]) {
      expect(texts.get(faq)).toEqual({
        id: 1000 + faq,
        question: `Question ${faq}?`,
        answer: `Answer ${faq}: "quoted", é ✓`,
      });
      expect(texts.idOf(faq)).toBe(1000 + faq);
    }
  });

  it('reads correctly after its cache of inflated blocks has turned over', () => {
    const texts = textsOf(32 * 70);
    for (let faq = 0; faq < texts.count; faq += 32) texts.get(faq);
    expect(texts.get(5).question).toBe('Question 5?');
    expect(texts.get(32 * 69 + 1).answer).toContain('Answer 2209');
  });

  it('finds an FAQ by its id through the numbers in id order', () => {
    const texts = new FaqTexts();
    for (const id of [30, 10, 20]) texts.add({ id, question: `Q${id}?`, answer: `A${id}.` });
    texts.seal();
    const byId = Int32Array.from([1, 2, 0]);
    expect([10, 20, 30, 15].map((id) => texts.numberOf(id, byId))).toEqual([1, 2, 0, undefined]);
  });

  it('is empty until FAQs are added', () => {
    expect(new FaqTexts().count).toBe(0);
  });
});

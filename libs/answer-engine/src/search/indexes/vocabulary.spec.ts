import { Vocabulary } from './vocabulary';

describe('Vocabulary', () => {
  it('numbers terms once and counts each FAQ once per term', () => {
    const vocabulary = new Vocabulary();
    vocabulary.countFaq([
      vocabulary.numbersOf(['return', 'policy']),
      vocabulary.numbersOf(['return']),
    ]);
    vocabulary.countFaq([vocabulary.numbersOf(['return', 'ship'])]);
    const id = vocabulary.idOf('return')!;
    expect(vocabulary.termOf(id)).toBe('return');
    expect(vocabulary.frequency(id)).toBe(2);
    expect(vocabulary.frequency(vocabulary.idOf('ship')!)).toBe(1);
    expect(vocabulary.idOf('pizza')).toBeUndefined();
    expect([...vocabulary.numbersOf(['ship', 'return', 'ship'])]).toEqual([2, 0, 2]);
    expect(vocabulary.size).toBe(3);
  });

  it('numbers a word only a learned message uses, but not as one an FAQ uses', () => {
    const vocabulary = new Vocabulary();
    vocabulary.countFaq([vocabulary.numbersOf(['return'])]);
    const [taught] = vocabulary.numbersOf(['zorblat']); // numbered, never counted for an FAQ
    expect(vocabulary.idOf('zorblat')).toBe(taught);
    expect(vocabulary.faqIdOf('zorblat')).toBeUndefined();
    expect(vocabulary.faqIdOf('return')).toBe(vocabulary.idOf('return'));
    expect(vocabulary.faqIdOf('pizza')).toBeUndefined();
  });

  it('keeps sets of terms as distinct numbers in order, each found by its own number', () => {
    const vocabulary = new Vocabulary();
    for (let i = 0; i < 3000; i += 1) vocabulary.countFaq([vocabulary.numbersOf([`term${i}`])]); // grows past 1,024
    const first = vocabulary.setOf(
      vocabulary.numbersOf(['term2999', 'term5', 'term5', 'term1024']),
    );
    const empty = vocabulary.setOf([]);
    const second = vocabulary.setOf(vocabulary.numbersOf(['term6', 'term5']));
    expect([...vocabulary.termsIn(first)]).toEqual([5, 1024, 2999]);
    expect([...vocabulary.termsIn(empty)]).toEqual([]);
    expect([...vocabulary.termsIn(second)]).toEqual([5, 6]);
    expect(vocabulary.has(first, vocabulary.idOf('term1024'))).toBe(true);
    expect(vocabulary.has(first, vocabulary.idOf('term6'))).toBe(false);
    expect(vocabulary.has(second, vocabulary.idOf('term6'))).toBe(true);
    expect(vocabulary.has(empty, vocabulary.idOf('term5'))).toBe(false);
    expect(vocabulary.has(first, undefined)).toBe(false);
    expect(vocabulary.frequency(2999)).toBe(1);
  });

  it('weighs the share of terms a set holds by how rare each is among the FAQs', () => {
    const vocabulary = new Vocabulary();
    const [cash, pay] = vocabulary.numbersOf(['cash', 'pay']);
    vocabulary.countFaq([[cash, pay]]);
    vocabulary.countFaq([[pay]]);
    const set = vocabulary.setOf([cash]);
    const idf = (frequency: number) => Math.log(1 + 2 / (frequency + 0.5));
    const other = vocabulary.setOf([]);
    const shareIn = (held: number, ids: (number | undefined)[]) =>
      vocabulary.sharesIn([held, other], ids, 2).first;
    expect(shareIn(set, [cash, pay])).toBeCloseTo(idf(1) / (idf(1) + idf(2)));
    // A word no FAQ uses weighs most, and the set never holds it.
    expect(shareIn(set, [cash, undefined])).toBeCloseTo(idf(1) / (idf(1) + idf(0)));
    expect(shareIn(set, [])).toBe(0);
    // Either of two sets holding a term counts it once.
    const both = vocabulary.sharesIn([set, vocabulary.setOf([pay])], [cash, pay], 2);
    expect(both.either).toBeCloseTo(1);
  });
});

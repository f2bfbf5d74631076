import { IntLists } from './int-lists';

describe('IntLists', () => {
  it('gives each list back by its number, empty lists included', () => {
    const lists = new IntLists();
    const numbers = [[3, 1, 2], [], [7], Array.from({ length: 3000 }, (_, i) => i)].map((values) =>
      lists.add(values),
    );
    expect(numbers).toEqual([0, 1, 2, 3]);
    expect([...lists.get(0)]).toEqual([3, 1, 2]);
    expect([...lists.get(1)]).toEqual([]);
    expect([...lists.get(2)]).toEqual([7]);
    expect(lists.get(3)[2999]).toBe(2999);
    expect(lists.arrayOf(2).subarray(lists.start(2), lists.end(2))).toEqual(Int32Array.of(7));
  });

  it('takes an empty list first', () => {
    const lists = new IntLists();
    expect(lists.get(lists.add([]))).toEqual(new Int32Array(0));
  });

  it('starts a new chunk when a list does not fit, keeping every list whole', () => {
    const lists = new IntLists();
    const long = Array.from({ length: 200_000 }, (_, i) => i);
    const [first, second, third] = [long, long, [5]].map((values) => lists.add(values));
    expect(lists.arrayOf(first)).not.toBe(lists.arrayOf(second));
    expect(lists.get(second)[199_999]).toBe(199_999);
    expect([...lists.get(third)]).toEqual([5]);
  });
});

import { IntLists } from './int-lists';

describe('IntLists', () => {
  it('gives each list back by its number, empty lists included', () => {
    const lists = new IntLists();
    const numbers = [[3, 1, 2], [], [7], Array.from({ length: 3000 }, (_, i) => i)].map((values) =>
      lists.add(values),
    );
    expect(numbers).toEqual([0, 1, 2, 3]);
    expect(lists.count).toBe(4);
    expect([...lists.get(0)]).toEqual([3, 1, 2]);
    expect([...lists.get(1)]).toEqual([]);
    expect([...lists.get(2)]).toEqual([7]);
    expect(lists.get(3)[2999]).toBe(2999);
    expect(lists.array.subarray(lists.start(2), lists.end(2))).toEqual(Int32Array.of(7));
  });
});

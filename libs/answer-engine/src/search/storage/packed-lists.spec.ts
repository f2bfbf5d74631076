import { PackedLists } from './packed-lists';

describe('PackedLists', () => {
  it('gives each list back by its number, large values and empty lists included', () => {
    const lists = new PackedLists();
    const values = [[3, 1, 2], [], [127, 128, 16_384, 2 ** 31 - 1], [0]];
    const numbers = values.map((list) => lists.add(list));
    expect(numbers).toEqual([0, 1, 2, 3]);
    const into = new Int32Array(lists.longest);
    values.forEach((list, i) => {
      const length = lists.unpack(i, into);
      expect(length).toBe(list.length);
      expect(lists.lengthOf(i)).toBe(list.length);
      expect([...into.subarray(0, length)]).toEqual(list);
    });
  });

  it('takes an empty list first', () => {
    const lists = new PackedLists();
    expect(lists.unpack(lists.add([]), new Int32Array(0))).toBe(0);
  });

  it('starts a new chunk when a list does not fit, and reads lists from every chunk', () => {
    const lists = new PackedLists();
    const big = Array.from({ length: 300_000 }, (_, i) => i); // about 0.8 MB packed
    const first = lists.add(big);
    const second = lists.add(big.map((value) => value * 3));
    const small = lists.add([9, 8]);
    const into = new Int32Array(lists.longest);
    expect(lists.unpack(first, into)).toBe(300_000);
    expect(into[299_999]).toBe(299_999);
    lists.unpack(second, into);
    expect(into[299_999]).toBe(899_997);
    expect([...into.subarray(0, lists.unpack(small, into))]).toEqual([9, 8]);
  });
});

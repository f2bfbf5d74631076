import { IntList } from './int-list';

describe('IntList', () => {
  it('keeps every value it is given, in order, as it grows', () => {
    const list = new IntList();
    for (let i = 0; i < 5000; i += 1) list.push(i * 3 - 7);
    expect(list.length).toBe(5000);
    expect([list.get(0), list.get(1024), list.get(4999)]).toEqual([-7, 3065, 14990]);
    expect([...list.array.subarray(1, 3)]).toEqual([-4, -1]);
  });
});

import { PackedPostingsBuilder } from './packed-postings';

/** Postings by list, as [doc, count] pairs in ascending doc order. */
const LISTS: [number, number][][] = [
  [
    [0, 1],
    [1, 2],
    [5, 1],
  ],
  [],
  [
    [3, 300],
    [200_000, 1],
    [1_000_000_000, 70_000],
  ],
];

function packed() {
  const builder = new PackedPostingsBuilder();
  const each = (visit: (list: number, doc: number, count: number) => void) =>
    LISTS.forEach((postings, list) => postings.forEach(([doc, count]) => visit(list, doc, count)));
  each((list, doc, count) => builder.measure(list, doc, count));
  builder.allocate(LISTS.length + 1);
  each((list, doc, count) => builder.write(list, doc, count));
  return builder.done();
}

function unpacked(list: number): [number, number][] {
  const postings = packed();
  const docs = new Int32Array(postings.longest);
  const counts = new Int32Array(postings.longest);
  const length = postings.unpack(list, docs, counts);
  return Array.from({ length }, (_, i) => [docs[i], counts[i]]);
}

describe('PackedPostings', () => {
  it('gives back every list as written, large gaps and counts included', () => {
    LISTS.forEach((postings, list) => expect(unpacked(list)).toEqual(postings));
  });

  it('counts each list and knows the longest; lists never written are empty', () => {
    const postings = packed();
    expect([0, 1, 2, 3].map((list) => postings.lengthOf(list))).toEqual([3, 0, 3, 0]);
    expect(postings.longest).toBe(3);
    expect(unpacked(3)).toEqual([]);
  });

  it('takes a byte for a posting with a small gap and a count of 1', () => {
    const builder = new PackedPostingsBuilder();
    for (let doc = 0; doc < 100; doc += 1) builder.measure(0, doc, 1);
    builder.allocate();
    for (let doc = 0; doc < 100; doc += 1) builder.write(0, doc, 1);
    expect(builder.done().byteSize).toBe(100);
  });
});

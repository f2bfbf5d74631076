import { IntList } from './int-list';

/**
 * Room for many short lists in arrays of a fixed size (chunks), each list in one chunk, so the
 * space grows without copying what it holds: an array grown by copying leaves each smaller
 * copy behind as garbage, outside the heap, until a full collection (30 MB of it in a rebuild
 * of 90,000 FAQs). Lists are known by their number, in the order their room was taken.
 */
export class ChunkedSpace<A extends Int32Array | Uint8Array> {
  private readonly chunks: A[] = [];
  private used = 0;
  /** By list: its chunk, and where it starts there. */
  private readonly chunkOf = new IntList();
  private readonly starts = new IntList();

  constructor(
    private readonly chunkLength: number,
    private readonly allocate: (length: number) => A,
  ) {}

  /** Takes room for a list of `length` items; returns the list's number. */
  take(length: number): number {
    if (this.chunks.length === 0 || this.used + length > this.chunkLength) {
      this.chunks.push(this.allocate(Math.max(this.chunkLength, length)));
      this.used = 0;
    }
    this.chunkOf.push(this.chunks.length - 1);
    this.starts.push(this.used);
    this.used += length;
    return this.starts.length - 1;
  }

  /** The chunk the list is in. */
  arrayOf(list: number): A {
    return this.chunks[this.chunkOf.get(list)];
  }

  /** Where the list starts in its chunk. */
  start(list: number): number {
    return this.starts.get(list);
  }
}

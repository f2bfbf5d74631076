import { ChunkedSpace } from './chunked-space';
import { IntList } from './int-list';
import { VarintReader, varintLength, writeVarint } from './varint';

/**
 * Lists of non-negative integers (below 2^31), packed as variable-length numbers (varint.ts),
 * each list known by its number and read back whole. For the term lists of a rebuild: at
 * 90,000 FAQs they were 26 MB as 32-bit numbers.
 */
export class PackedLists {
  /** Chunks of 1 MB. */
  private readonly space = new ChunkedSpace(1 << 20, (length) => new Uint8Array(length));
  /** By list: how many numbers it has. */
  private readonly lengths = new IntList();
  private longestList = 0;

  /** Keeps the values as a new list; returns its number. */
  add(values: ArrayLike<number>): number {
    let size = 0;
    for (let i = 0; i < values.length; i += 1) size += varintLength(values[i]);
    const list = this.space.take(size);
    const chunk = this.space.arrayOf(list);
    let at = this.space.start(list);
    for (let i = 0; i < values.length; i += 1) at = writeVarint(chunk, at, values[i]);
    this.lengths.push(values.length);
    this.longestList = Math.max(this.longestList, values.length);
    return list;
  }

  /** How many numbers the list has. */
  lengthOf(list: number): number {
    return this.lengths.get(list);
  }

  /** The length of the longest list: how long unpack()'s array must be. */
  get longest(): number {
    return this.longestList;
  }

  /** Unpacks the list into `into` (at least its length); returns its length. */
  unpack(list: number, into: Int32Array): number {
    const reader = new VarintReader(this.space.arrayOf(list), this.space.start(list));
    const length = this.lengths.get(list);
    for (let i = 0; i < length; i += 1) into[i] = reader.next();
    return length;
  }
}

import { ChunkedSpace } from './chunked-space';
import { IntList } from './int-list';

/**
 * Many short lists of integers, each known by its number, read in place. At 90,000 FAQs, a
 * typed array per list (a term set per question and per answer) cost more in object headers
 * than the numbers they held.
 */
export class IntLists {
  /** Chunks of 1 MB. */
  private readonly space = new ChunkedSpace(1 << 18, (length) => new Int32Array(length));
  private readonly lengths = new IntList();

  /** Keeps a copy of the values as a new list; returns its number. */
  add(values: ArrayLike<number>): number {
    const list = this.space.take(values.length);
    this.space.arrayOf(list).set(values, this.space.start(list));
    this.lengths.push(values.length);
    return list;
  }

  /** The list's values: a view. */
  get(list: number): Int32Array {
    return this.arrayOf(list).subarray(this.start(list), this.end(list));
  }

  /** The array the list is in, for loops too hot for get(): from start(list) to end(list). */
  arrayOf(list: number): Int32Array {
    return this.space.arrayOf(list);
  }

  start(list: number): number {
    return this.space.start(list);
  }

  end(list: number): number {
    return this.space.start(list) + this.lengths.get(list);
  }
}

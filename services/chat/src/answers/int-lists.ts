import { IntList } from './int-list';

/**
 * Many short lists of integers in one flat IntList, each known by its number. At 90,000 FAQs,
 * a typed array per list (180,000 of them for the term lists alone) cost more in object
 * headers than the numbers they held, and a rebuild's peak memory with them.
 */
export class IntLists {
  private readonly values = new IntList();
  /** Where each list ends in values (it starts where the one before ends). */
  private readonly ends = new IntList();

  /** Keeps a copy of the values as a new list; returns its number. */
  add(values: ArrayLike<number>): number {
    for (let i = 0; i < values.length; i += 1) this.values.push(values[i]);
    this.ends.push(this.values.length);
    return this.ends.length - 1;
  }

  /** How many lists there are. */
  get count(): number {
    return this.ends.length;
  }

  /** The list's values: a view, valid until the next add(). */
  get(list: number): Int32Array {
    return this.values.array.subarray(this.start(list), this.end(list));
  }

  /** Where the list starts in `array`. */
  start(list: number): number {
    return list === 0 ? 0 : this.ends.get(list - 1);
  }

  /** Where the list ends in `array`. */
  end(list: number): number {
    return this.ends.get(list);
  }

  /** Every list's values, end to end, for loops too hot for get() (see IntList.array). */
  get array(): Int32Array {
    return this.values.array;
  }
}

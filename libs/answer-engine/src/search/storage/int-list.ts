/**
 * A list of 32-bit integers in a typed array that grows by half as it fills: doubling left up to
 * half of a large list's array unused, and needed three times its size while copying.
 */
export class IntList {
  private values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(Math.ceil(this.values.length * 1.5));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  get(index: number): number {
    return this.values[index];
  }

  /**
   * The backing array, for loops too hot for get(): values up to length, the rest unused.
   * A push may replace it.
   */
  get array(): Int32Array {
    return this.values;
  }
}

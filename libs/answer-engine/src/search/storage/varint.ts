/**
 * Variable-length numbers, 7 bits a byte, low bits first, the top bit set on every byte but
 * the last: small numbers take one byte. Values from 0 to 2^32 - 1.
 */

/** Bytes a value takes. */
export function varintLength(value: number): number {
  let length = 1;
  for (let rest = value; rest >= 0x80; rest >>>= 7) length += 1;
  return length;
}

/** Writes the value at `at`; returns where the next one goes. */
export function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  let next = at;
  let rest = value;
  while (rest >= 0x80) {
    bytes[next++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  bytes[next++] = rest;
  return next;
}

/** Reads values one after the other from `at`. */
export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  next(): number {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.at++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return value >>> 0;
  }
}

import { varintLength, writeVarint } from '../storage/varint';

/**
 * Posting lists of (document, count) pairs, documents ascending, packed as bytes. A posting is
 * its gap from the list's previous document, doubled, plus one when the count is above 1, as
 * a variable-length number (varint.ts); then the count, the same way, when above 1. Most
 * gaps are small and most counts 1, so most postings take one byte. Weights are not stored:
 * the indexes derive them from the count and a per-document norm. At 90,000 FAQs the
 * letter-gram postings took 69 MB as 32-bit documents with 16-bit weights, and the term
 * postings 31 MB with 32-bit weights; in the bench's rebuild the chat service peaked at 528 MB.
 */
export class PackedPostings {
  /** List l's bytes are positions starts[l] to starts[l + 1] of bytes. */
  constructor(
    private readonly starts: Int32Array,
    private readonly bytes: Uint8Array,
    private readonly lengths: Int32Array,
  ) {}

  static empty(): PackedPostings {
    return new PackedPostings(new Int32Array(1), new Uint8Array(0), new Int32Array(0));
  }

  /** How many postings (documents) list `list` has. */
  lengthOf(list: number): number {
    return this.lengths[list];
  }

  /** The bytes the postings take. */
  get byteSize(): number {
    return this.bytes.byteLength;
  }

  /** The size of the longest list: how long unpack()'s arrays must be. */
  get longest(): number {
    return this.lengths.reduce((longest, length) => Math.max(longest, length), 0);
  }

  /**
   * Unpacks a list into docs and counts (both at least its length); returns its length. The
   * two varint reads are written out here, not VarintReader's: this is the search's inner loop,
   * and unpacking went 35-50% slower through the reader (20,000 lists, same process).
   */
  unpack(list: number, docs: Int32Array, counts: Int32Array): number {
    const bytes = this.bytes;
    const end = this.starts[list + 1];
    let at = this.starts[list];
    let doc = 0;
    let n = 0;
    while (at < end) {
      let value = bytes[at++];
      if (value >= 0x80) {
        value &= 0x7f;
        let shift = 7;
        let byte: number;
        do {
          byte = bytes[at++];
          value |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte & 0x80);
      }
      doc += value >>> 1;
      let count = 1;
      if (value & 1) {
        count = bytes[at++];
        if (count >= 0x80) {
          count &= 0x7f;
          let shift = 7;
          let byte: number;
          do {
            byte = bytes[at++];
            count |= (byte & 0x7f) << shift;
            shift += 7;
          } while (byte & 0x80);
        }
      }
      docs[n] = doc;
      counts[n] = count;
      n += 1;
    }
    return n;
  }
}

/**
 * Builds PackedPostings in two passes over the same postings in the same order: measure()
 * each, then write() each, then done(). Measuring first sizes the byte array exactly, so no
 * list is grown or copied and nothing of the build is left over.
 */
export class PackedPostingsBuilder {
  /** Per list: its size in bytes, its postings, and its last document (while measuring). */
  private sizes: number[] = [];
  private lengths: number[] = [];
  private lastDocs: number[] = [];
  private starts = new Int32Array(0);
  private next = new Int32Array(0);
  private bytes = new Uint8Array(0);

  /** Lists measured so far: one more than the highest list number. */
  get listCount(): number {
    return this.sizes.length;
  }

  /** Postings measured in a list: the number of documents it holds. */
  lengthOf(list: number): number {
    return this.lengths[list] ?? 0;
  }

  measure(list: number, doc: number, count: number): void {
    while (this.sizes.length <= list) {
      this.sizes.push(0);
      this.lengths.push(0);
      this.lastDocs.push(0);
    }
    this.sizes[list] +=
      varintLength(this.head(list, doc, count)) + (count > 1 ? varintLength(count) : 0);
    this.lengths[list] += 1;
    this.lastDocs[list] = doc;
  }

  /** Ends measuring, sizing the lists (`listCount` of them, or more when given). */
  allocate(listCount = this.listCount): void {
    this.starts = new Int32Array(listCount + 1);
    for (let list = 0; list < listCount; list += 1) {
      this.starts[list + 1] = this.starts[list] + (this.sizes[list] ?? 0);
    }
    this.next = this.starts.slice(0, listCount);
    this.bytes = new Uint8Array(this.starts[listCount]);
    this.lastDocs.fill(0);
  }

  write(list: number, doc: number, count: number): void {
    let at = writeVarint(this.bytes, this.next[list], this.head(list, doc, count));
    if (count > 1) at = writeVarint(this.bytes, at, count);
    this.next[list] = at;
    this.lastDocs[list] = doc;
  }

  /** A posting's first number: the gap from the list's last document, doubled, and a flag. */
  private head(list: number, doc: number, count: number): number {
    return (doc - this.lastDocs[list]) * 2 + (count > 1 ? 1 : 0);
  }

  done(): PackedPostings {
    const lengths = new Int32Array(this.starts.length - 1);
    lengths.set(this.lengths.slice(0, lengths.length));
    return new PackedPostings(this.starts, this.bytes, lengths);
  }
}

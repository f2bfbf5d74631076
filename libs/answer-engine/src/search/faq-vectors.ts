/** A vector of one of an FAQ's texts (its question, a phrasing or its answer). */
export interface FaqTextVector {
  faqId: number;
  vector: Float32Array;
}

/** How close in meaning a message is to an FAQ: the best cosine over the FAQ's texts. */
export interface FaqCloseness {
  faqId: number;
  cosine: number;
}

/**
 * Dimensions of the sketch the nearest FAQs are looked for in. A full scan at a model's length
 * (10,000 FAQs of two texts at 1,536 dimensions: 30 million multiply-adds) costs tens of ms a
 * message; the sketch's scan costs the same at any length, about 1 ms at 10,000 FAQs.
 */
export const SKETCH_DIMENSIONS = 64;
/** Texts the sketch shortlists for the exact cosine: far more than the few FAQs offered. */
const SHORTLIST = 64;

/**
 * The vectors of the active FAQs' texts from an embedding model, unit length, and what a
 * message's vector says against them: the exact cosine of any FAQ (its nearest text), and
 * the FAQs nearest it. The nearest are shortlisted in a sketch of each vector (feature hashing,
 * Weinberger et al. 2009: each dimension added, with a sign, into one of SKETCH_DIMENSIONS, so
 * dot products are kept in expectation) and ranked by their exact cosine.
 */
export class FaqVectors {
  private constructor(
    readonly dimensions: number,
    /** By row (one text), `dimensions` numbers each, unit length. */
    private readonly block: Float32Array,
    /** By row, the sketch of its vector, SKETCH_DIMENSIONS numbers each (or the vector). */
    private readonly sketches: Float32Array,
    private readonly sketchLength: number,
    private readonly faqOfRow: Int32Array,
    /** The rows of each FAQ id. */
    private readonly rowsOfFaq: Map<number, number[]>,
  ) {}

  /** Vectors of another length than the first (a different model) are left out. */
  static of(entries: FaqTextVector[]): FaqVectors {
    const dimensions = entries[0]?.vector.length ?? 0;
    const kept = entries.filter(({ vector }) => vector.length === dimensions);
    const sketchLength = Math.min(dimensions, SKETCH_DIMENSIONS);
    const block = new Float32Array(kept.length * dimensions);
    const sketches = new Float32Array(kept.length * sketchLength);
    const faqOfRow = new Int32Array(kept.length);
    const rowsOfFaq = new Map<number, number[]>();
    kept.forEach(({ faqId, vector }, row) => {
      const unit = block.subarray(row * dimensions, (row + 1) * dimensions);
      unit.set(vector);
      scale(unit, 1 / (norm(unit) || 1));
      sketchInto(unit, sketches.subarray(row * sketchLength, (row + 1) * sketchLength));
      faqOfRow[row] = faqId;
      const rows = rowsOfFaq.get(faqId);
      if (rows) rows.push(row);
      else rowsOfFaq.set(faqId, [row]);
    });
    return new FaqVectors(dimensions, block, sketches, sketchLength, faqOfRow, rowsOfFaq);
  }

  /** Texts with a vector. */
  get size(): number {
    return this.faqOfRow.length;
  }

  /** The message's vector against the FAQs; undefined when its length is not this model's. */
  closeness(vector: Float32Array): MessageCloseness | undefined {
    if (vector.length !== this.dimensions || this.size === 0) return undefined;
    const unit = Float32Array.from(vector);
    scale(unit, 1 / (norm(unit) || 1));
    return new MessageCloseness(this, unit);
  }

  /** The best cosine of a unit vector and the FAQ's texts; undefined: the FAQ has none. */
  cosineOf(unit: Float32Array, faqId: number): number | undefined {
    const rows = this.rowsOfFaq.get(faqId);
    if (!rows) return undefined;
    return Math.max(...rows.map((row) => this.rowCosine(unit, row)));
  }

  /** The SHORTLIST texts whose sketches are nearest the unit vector's, exactly by FAQ. */
  nearest(unit: Float32Array): FaqCloseness[] {
    const { sketchLength, sketches } = this;
    const sketch = new Float32Array(sketchLength);
    sketchInto(unit, sketch);
    // The shortlist in order, worst last: most texts fail the first comparison.
    const rows = new Int32Array(SHORTLIST);
    const dots = new Float64Array(SHORTLIST).fill(-Infinity);
    const count = this.size;
    for (let row = 0, offset = 0; row < count; row++, offset += sketchLength) {
      const dot = dotAt(sketches, offset, sketch, sketchLength);
      if (dot <= dots[SHORTLIST - 1]) continue;
      let at = SHORTLIST - 1;
      for (; at > 0 && dots[at - 1] < dot; at--) {
        rows[at] = rows[at - 1];
        dots[at] = dots[at - 1];
      }
      rows[at] = row;
      dots[at] = dot;
    }
    const best = new Map<number, number>();
    for (let i = 0; i < Math.min(SHORTLIST, count); i++) {
      const row = rows[i];
      const faqId = this.faqOfRow[row];
      const cosine = this.rowCosine(unit, row);
      if (cosine > (best.get(faqId) ?? -Infinity)) best.set(faqId, cosine);
    }
    return [...best]
      .map(([faqId, cosine]) => ({ faqId, cosine }))
      .sort((a, b) => b.cosine - a.cosine);
  }

  private rowCosine(unit: Float32Array, row: number): number {
    return dotAt(this.block, row * this.dimensions, unit, this.dimensions);
  }
}

/** One message's closeness to the FAQs, each FAQ's cosine computed when first asked. */
export class MessageCloseness {
  private readonly cosines = new Map<number, number | undefined>();
  private nearestFaqs?: FaqCloseness[];

  constructor(
    private readonly vectors: FaqVectors,
    private readonly unit: Float32Array,
  ) {}

  /** The best cosine of the message and the FAQ's texts; undefined: the FAQ has no vector. */
  get(faqId: number): number | undefined {
    if (!this.cosines.has(faqId)) this.cosines.set(faqId, this.vectors.cosineOf(this.unit, faqId));
    return this.cosines.get(faqId);
  }

  /** The FAQs nearest the message, nearest first (a shortlist: tens, not all). */
  nearest(): FaqCloseness[] {
    this.nearestFaqs ??= this.vectors.nearest(this.unit);
    return this.nearestFaqs;
  }
}

/** The dot product of `length` numbers of `block` from `offset` and of `vector`. */
function dotAt(block: Float32Array, offset: number, vector: Float32Array, length: number): number {
  // Four sums: independent additions the CPU can overlap (a third of the time of one sum).
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < length; i += 4) {
    a += block[offset + i] * vector[i];
    b += block[offset + i + 1] * vector[i + 1];
    c += block[offset + i + 2] * vector[i + 2];
    d += block[offset + i + 3] * vector[i + 3];
  }
  for (; i < length; i++) a += block[offset + i] * vector[i];
  return a + b + c + d;
}

function norm(vector: Float32Array): number {
  return Math.sqrt(dotAt(vector, 0, vector, vector.length));
}

function scale(vector: Float32Array, factor: number): void {
  for (let i = 0; i < vector.length; i++) vector[i] *= factor;
}

/** Feature hashing of a vector into `sketch` (the vector itself when it is no longer). */
function sketchInto(vector: Float32Array, sketch: Float32Array): void {
  if (vector.length === sketch.length) {
    sketch.set(vector);
    return;
  }
  sketch.fill(0);
  for (let i = 0; i < vector.length; i++) {
    const hash = mix(i);
    sketch[hash % sketch.length] += hash & 0x10000 ? vector[i] : -vector[i];
  }
}

/** A dimension's fixed pseudo-random bucket and sign (a 32-bit integer hash, unsigned). */
function mix(value: number): number {
  let x = Math.imul(value ^ (value >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

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
 * The vectors of the active FAQs' texts from an embedding model, unit length in one block, and
 * the cosine of a message's vector to each FAQ (its nearest text). A full scan: at 10,000 FAQs
 * of two texts and 1,536 dimensions, about 30 million multiply-adds a message.
 */
export class FaqVectors {
  private constructor(
    readonly dimensions: number,
    private readonly block: Float32Array,
    /** By row: the index of its FAQ in faqIds (an FAQ's rows need not be together). */
    private readonly faqOfRow: Int32Array,
    private readonly faqIds: Int32Array,
    private readonly indexOfFaq: Map<number, number>,
  ) {}

  /** Vectors of another length than the first (a different model) are left out. */
  static of(entries: FaqTextVector[]): FaqVectors {
    const dimensions = entries[0]?.vector.length ?? 0;
    const kept = entries.filter(({ vector }) => vector.length === dimensions);
    const block = new Float32Array(kept.length * dimensions);
    const faqOfRow = new Int32Array(kept.length);
    const indexOfFaq = new Map<number, number>();
    kept.forEach(({ faqId, vector }, row) => {
      let norm = 0;
      for (let d = 0; d < dimensions; d++) norm += vector[d] * vector[d];
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dimensions; d++) block[row * dimensions + d] = vector[d] / norm;
      let index = indexOfFaq.get(faqId);
      if (index === undefined) indexOfFaq.set(faqId, (index = indexOfFaq.size));
      faqOfRow[row] = index;
    });
    return new FaqVectors(
      dimensions,
      block,
      faqOfRow,
      Int32Array.from(indexOfFaq.keys()),
      indexOfFaq,
    );
  }

  /** Texts with a vector. */
  get size(): number {
    return this.faqOfRow.length;
  }

  /**
   * Each FAQ's best cosine to the vector; empty when its length is not this model's. One pass
   * over the block into an array by FAQ: at thousands of FAQs a map per message costs more
   * than the dot products.
   */
  closeness(vector: Float32Array): CosineByFaq {
    const { dimensions, block, faqOfRow } = this;
    if (vector.length !== dimensions || this.size === 0)
      return new CosineByFaq(new Float32Array(0), new Int32Array(0), new Map());
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += vector[d] * vector[d];
    norm = Math.sqrt(norm) || 1;
    const best = new Float32Array(this.faqIds.length).fill(-Infinity);
    for (let row = 0; row < faqOfRow.length; row++) {
      let dot = 0;
      const offset = row * dimensions;
      for (let d = 0; d < dimensions; d++) dot += block[offset + d] * vector[d];
      const cosine = dot / norm;
      const faq = faqOfRow[row];
      if (cosine > best[faq]) best[faq] = cosine;
    }
    return new CosineByFaq(best, this.faqIds, this.indexOfFaq);
  }

  /** The FAQs nearest the vector, nearest first. */
  nearest(vector: Float32Array, count: number): FaqCloseness[] {
    return [...this.closeness(vector)]
      .map(([faqId, cosine]) => ({ faqId, cosine }))
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, count);
  }
}

/** A message's best cosine to each FAQ with vectors, read by FAQ id or in turn. */
export class CosineByFaq {
  constructor(
    private readonly cosines: Float32Array,
    private readonly faqIds: Int32Array,
    private readonly indexOfFaq: Map<number, number>,
  ) {}

  get size(): number {
    return this.cosines.length;
  }

  get(faqId: number): number | undefined {
    const index = this.indexOfFaq.get(faqId);
    return index === undefined ? undefined : this.cosines[index];
  }

  /** Each FAQ and its cosine, without making a pair of each (thousands a message). */
  forEach(visit: (faqId: number, cosine: number) => void): void {
    for (let i = 0; i < this.cosines.length; i++) visit(this.faqIds[i], this.cosines[i]);
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let i = 0; i < this.cosines.length; i++) yield [this.faqIds[i], this.cosines[i]];
  }
}

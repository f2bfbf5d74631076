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
    private readonly faqOfRow: Int32Array,
  ) {}

  /** Vectors of another length than the first (a different model) are left out. */
  static of(entries: FaqTextVector[]): FaqVectors {
    const dimensions = entries[0]?.vector.length ?? 0;
    const kept = entries.filter(({ vector }) => vector.length === dimensions);
    const block = new Float32Array(kept.length * dimensions);
    const faqOfRow = new Int32Array(kept.length);
    kept.forEach(({ faqId, vector }, row) => {
      const norm = Math.hypot(...vector) || 1;
      for (let d = 0; d < dimensions; d++) block[row * dimensions + d] = vector[d] / norm;
      faqOfRow[row] = faqId;
    });
    return new FaqVectors(dimensions, block, faqOfRow);
  }

  /** Texts with a vector. */
  get size(): number {
    return this.faqOfRow.length;
  }

  /** Each FAQ's best cosine to the vector; empty when its length is not this model's. */
  closeness(vector: Float32Array): Map<number, number> {
    const best = new Map<number, number>();
    const dimensions = this.dimensions;
    if (vector.length !== dimensions || this.size === 0) return best;
    const norm = Math.hypot(...vector) || 1;
    for (let row = 0; row < this.faqOfRow.length; row++) {
      let dot = 0;
      const offset = row * dimensions;
      for (let d = 0; d < dimensions; d++) dot += this.block[offset + d] * vector[d];
      const cosine = dot / norm;
      const faqId = this.faqOfRow[row];
      if (cosine > (best.get(faqId) ?? -Infinity)) best.set(faqId, cosine);
    }
    return best;
  }

  /** The FAQs nearest the vector, nearest first. */
  nearest(vector: Float32Array, count: number): FaqCloseness[] {
    return [...this.closeness(vector)]
      .map(([faqId, cosine]) => ({ faqId, cosine }))
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, count);
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIMENSIONS = 50;
/** SIF weighting (Arora et al. 2017): a word weighs a / (a + its probability). */
const SIF_A = 1e-3;

/**
 * Word vectors from GloVe (Wikipedia and Gigaword, public domain: see
 * tools/word-vectors/extract.js for how they were derived), for a sense of meaning that shared
 * words lack: "busted" is near "broken", "parcel" near "package", "wifi" far from "password".
 * 38,000 common English words, 50 signed bytes each (2 MB), in GloVe's order of frequency.
 */
export class WordVectors {
  private static loaded?: WordVectors;
  private readonly rank = new Map<string, number>();

  private constructor(
    words: string[],
    private readonly vectors: Int8Array,
  ) {
    words.forEach((word, i) => this.rank.set(word, i));
  }

  static shared(): WordVectors {
    if (!WordVectors.loaded) {
      const dir = join(__dirname, 'glove');
      const words = readFileSync(join(dir, 'glove-words.txt'), 'utf8').split('\n');
      const bytes = readFileSync(join(dir, 'glove-vectors.bin'));
      const vectors = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
      WordVectors.loaded = new WordVectors(words.slice(0, vectors.length / DIMENSIONS), vectors);
    }
    return WordVectors.loaded;
  }

  /** One word's vector, of unit length, or undefined if it has none. */
  vectorOf(word: string): Float32Array | undefined {
    const rank = this.rank.get(word);
    if (rank === undefined) return undefined;
    const vector = Float32Array.from(
      this.vectors.subarray(rank * DIMENSIONS, (rank + 1) * DIMENSIONS),
    );
    const norm = Math.hypot(...vector) || 1;
    for (let d = 0; d < DIMENSIONS; d += 1) vector[d] /= norm;
    return vector;
  }

  /**
   * The words' weighted mean, of unit length, or undefined if none has a vector. Frequent
   * words weigh less (SIF, from the rank: GloVe's words follow Zipf's law).
   */
  embed(words: Iterable<string>): Float32Array | undefined {
    const sum = new Float32Array(DIMENSIONS);
    let found = false;
    for (const word of words) {
      const rank = this.rank.get(word);
      if (rank === undefined) continue;
      const probability = 1 / ((rank + 10) * Math.log(this.rank.size));
      const weight = SIF_A / (SIF_A + probability);
      for (let d = 0; d < DIMENSIONS; d += 1)
        sum[d] += weight * this.vectors[rank * DIMENSIONS + d];
      found = true;
    }
    if (!found) return undefined;
    const norm = Math.hypot(...sum) || 1;
    for (let d = 0; d < DIMENSIONS; d += 1) sum[d] /= norm;
    return sum;
  }
}

/** Cosine of two embeddings (both of unit length); 0 if either is missing. */
export function similarity(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b) return 0;
  let dot = 0;
  for (let d = 0; d < a.length; d += 1) dot += a[d] * b[d];
  return dot;
}

/** Steps per unit when a unit-length embedding is kept as signed bytes (a quarter of floats). */
const BYTE_SCALE = 127;

/** An embedding stored in signed bytes; its cosines with others move by about 0.01 at most. */
export function toBytes(embedding: Float32Array): Int8Array {
  return Int8Array.from(embedding, (value) => Math.round(value * BYTE_SCALE));
}

/** Cosine of an embedding and one stored by toBytes at `offset` of `bytes`; 0 if missing. */
export function similarityToBytes(
  a: Float32Array | undefined,
  bytes: Int8Array,
  offset: number,
): number {
  if (!a) return 0;
  let dot = 0;
  for (let d = 0; d < a.length; d += 1) dot += a[d] * bytes[offset + d];
  return dot / BYTE_SCALE;
}

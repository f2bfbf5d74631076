import { normalize } from './analysis/texting-forms';
import { topK } from './top-k';

export interface GramHit {
  id: number;
  /** Cosine similarity of the character-gram TF-IDF vectors, 0..1. */
  similarity: number;
}

const MIN_GRAM = 3;
const MAX_GRAM = 5;

/** Character 3- to 5-grams of each word, padded so word starts and ends count: " pil", "ows ". */
export function charGrams(text: string): string[] {
  const grams: string[] = [];
  for (const word of normalize(text).match(/[a-z0-9]+/g) ?? []) {
    const padded = ` ${word} `;
    for (let size = MIN_GRAM; size <= MAX_GRAM; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1) {
        grams.push(padded.slice(start, start + size));
      }
    }
  }
  return grams;
}

/**
 * TF-IDF cosine over character grams of the FAQ questions. Word-level search misses what
 * customers misspell beyond one edit ("pliiows", "prize of mattress", "adress"), run
 * together or write half in another language; shared letter sequences still find those.
 * An inverted index keeps a search to the postings of the query's own grams.
 */
export class CharGramIndex {
  private readonly postings = new Map<string, { docs: Int32Array; weights: Float64Array }>();
  private readonly ids: number[] = [];
  private readonly idf: Map<string, number>;
  /** Scratch accumulator, one slot per question, zeroed again after each search. */
  private readonly scores: Float64Array;

  constructor(entries: { id: number; text: string }[]) {
    const counts = entries.map((entry) => countGrams(charGrams(entry.text)));
    const documentFrequency = new Map<string, number>();
    for (const grams of counts) {
      for (const gram of grams.keys())
        documentFrequency.set(gram, (documentFrequency.get(gram) ?? 0) + 1);
    }
    this.idf = new Map(
      [...documentFrequency].map(([gram, frequency]) => [
        gram,
        Math.log(1 + entries.length / frequency),
      ]),
    );
    const lists = new Map<string, { docs: number[]; weights: number[] }>();
    counts.forEach((grams, doc) => {
      this.ids.push(entries[doc].id);
      for (const [gram, weight] of this.vector(grams)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = { docs: [], weights: [] }));
        list.docs.push(doc);
        list.weights.push(weight);
      }
    });
    for (const [gram, { docs, weights }] of lists) {
      this.postings.set(gram, { docs: Int32Array.from(docs), weights: Float64Array.from(weights) });
    }
    this.scores = new Float64Array(entries.length);
  }

  /** The most similar questions, best first; grams no question has are left out of the query. */
  search(text: string, limit: number): GramHit[] {
    const touched: number[] = [];
    for (const [gram, queryWeight] of this.vector(countGrams(charGrams(text)))) {
      const posting = this.postings.get(gram)!;
      for (let i = 0; i < posting.docs.length; i += 1) {
        const doc = posting.docs[i];
        if (this.scores[doc] === 0) touched.push(doc);
        this.scores[doc] += queryWeight * posting.weights[i];
      }
    }
    const hits = topK(touched, (doc) => this.scores[doc], limit).map((doc) => ({
      id: this.ids[doc],
      similarity: this.scores[doc],
    }));
    for (const doc of touched) this.scores[doc] = 0;
    return hits;
  }

  /** Sublinear term frequency times IDF, unit length; grams outside the corpus are dropped. */
  private vector(counts: Map<string, number>): Map<string, number> {
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [gram, count] of counts) {
      const idf = this.idf.get(gram);
      if (!idf) continue;
      const weight = (1 + Math.log(count)) * idf;
      vector.set(gram, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    for (const [gram, weight] of vector) vector.set(gram, weight / norm);
    return vector;
  }
}

function countGrams(grams: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gram of grams) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  return counts;
}

import { normalize } from './analysis/texting-forms';
import { countsOf } from './counts';
import { Sliced, pauseDue, runNow } from './sliced';
import { topK } from './top-k';

export interface GramHit {
  id: number;
  /** Cosine similarity of the character-gram TF-IDF vectors, 0..1. */
  similarity: number;
}

const MIN_GRAM = 3;
const MAX_GRAM = 4;

/**
 * Character 3- and 4-grams of each word, padded so word starts and ends count: " pil", "ows ".
 * 5-grams found nothing more on the dev half or the HINT3 bots and took a third of the memory.
 */
export function charGrams(text: string): string[] {
  return gramsOfNormalized(normalize(text));
}

/** charGrams() of a text already normalized. */
function gramsOfNormalized(normalized: string): string[] {
  const grams: string[] = [];
  for (const word of normalized.match(/[a-z0-9]+/g) ?? []) {
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
 * An inverted index keeps a search to the postings of the query's own grams. Grams are
 * numbered and every posting list lives in one pair of flat typed arrays (by gram: an offset
 * into them), built in two passes over the questions (count, then place), with weights in
 * 16 bits: at 90,000 FAQs, a typed array pair per gram cost hundreds of megabytes and most of
 * the rebuild in garbage collection, and 32-bit weights another 23 MB.
 */
type GramEntry = { id: number; text: string };

/** A posting's weight (0..1, a component of a unit vector) is kept as this many steps. */
const WEIGHT_STEPS = 0xffff;

export class CharGramIndex {
  private gramIds = new Map<string, number>();
  private ids: number[] = [];
  private idf = new Float64Array(0);
  /** Postings of gram g: positions offsets[g] to offsets[g + 1] of docs and weights. */
  private offsets = new Int32Array(1);
  private docs = new Int32Array(0);
  private weights = new Uint16Array(0);
  /** Scratch accumulator, one slot per question, zeroed again after each search. */
  private scores = new Float64Array(0);

  constructor(entries: GramEntry[]) {
    runNow(this.fill(entries));
  }

  /** The same, built in slices (see runInSlices). */
  static *building(entries: GramEntry[]): Sliced<CharGramIndex> {
    const index = new CharGramIndex([]);
    yield* index.fill(entries);
    return index;
  }

  private *fill(entries: GramEntry[]): Sliced<void> {
    this.gramIds = new Map();
    this.ids = entries.map((entry) => entry.id);
    // Normalized once: both passes need the grams, and normalizing costs more than cutting.
    const texts = entries.map((entry) => normalize(entry.text));
    const frequency: number[] = [];
    for (const [doc, text] of texts.entries()) {
      for (const gram of countsOf(gramsOfNormalized(text)).keys()) {
        let id = this.gramIds.get(gram);
        if (id === undefined) this.gramIds.set(gram, (id = this.gramIds.size));
        frequency[id] = (frequency[id] ?? 0) + 1;
      }
      if (pauseDue(doc)) yield;
    }
    const gramCount = this.gramIds.size;
    this.idf = new Float64Array(gramCount);
    this.offsets = new Int32Array(gramCount + 1);
    for (let gram = 0; gram < gramCount; gram += 1) {
      this.idf[gram] = Math.log(1 + entries.length / frequency[gram]);
      this.offsets[gram + 1] = this.offsets[gram] + frequency[gram];
    }
    this.docs = new Int32Array(this.offsets[gramCount]);
    this.weights = new Uint16Array(this.offsets[gramCount]);
    const next = this.offsets.slice(0, gramCount);
    for (const [doc, text] of texts.entries()) {
      const counts = countsOf(gramsOfNormalized(text));
      let norm = 0;
      for (const [gram, count] of counts)
        norm += this.weightOf(this.gramIds.get(gram)!, count) ** 2;
      norm = Math.sqrt(norm);
      for (const [gram, count] of counts) {
        const id = this.gramIds.get(gram)!;
        const at = next[id]++;
        this.docs[at] = doc;
        this.weights[at] = Math.round((this.weightOf(id, count) / norm) * WEIGHT_STEPS);
      }
      if (pauseDue(doc)) yield;
    }
    this.scores = new Float64Array(entries.length);
  }

  /** The most similar questions, best first; grams no question has are left out of the query. */
  search(text: string, limit: number): GramHit[] {
    const query: [number, number][] = [];
    let norm = 0;
    for (const [gram, count] of countsOf(charGrams(text))) {
      const id = this.gramIds.get(gram);
      if (id === undefined) continue;
      const weight = this.weightOf(id, count);
      query.push([id, weight]);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    const touched: number[] = [];
    for (const [gram, weight] of query) {
      const queryWeight = weight / norm / WEIGHT_STEPS;
      for (let at = this.offsets[gram]; at < this.offsets[gram + 1]; at += 1) {
        const doc = this.docs[at];
        if (this.scores[doc] === 0) touched.push(doc);
        this.scores[doc] += queryWeight * this.weights[at];
      }
    }
    const hits = topK(touched, (doc) => this.scores[doc], limit).map((doc) => ({
      id: this.ids[doc],
      similarity: this.scores[doc],
    }));
    for (const doc of touched) this.scores[doc] = 0;
    return hits;
  }

  /** Sublinear term frequency times IDF (before the vector is scaled to unit length). */
  private weightOf(gram: number, count: number): number {
    return (1 + Math.log(count)) * this.idf[gram];
  }
}

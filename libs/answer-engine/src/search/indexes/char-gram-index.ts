import { normalize } from '../../language/texting-forms';
import { countsOf } from './counts';
import { PackedPostings, PackedPostingsBuilder } from './packed-postings';
import { Sliced, pauseDue, runNow } from '../../slices/sliced';
import { topKOwnAndEvidence } from './top-k';

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
 * numbered and their postings packed (PackedPostings), built in two passes over the
 * questions (measure, then write). A posting holds the gram's count in the question; its
 * weight is worked out when searching, from the count, the gram's IDF and the question's norm.
 */
/**
 * `evidenceOnly`: searched, but left out of the grams' statistics (a visitor's message learned
 * for an FAQ must not change how every other question scores).
 */
type GramEntry = { id: number; text: string; evidenceOnly?: boolean };

export class CharGramIndex {
  private gramIds = new Map<string, number>();
  private ids: number[] = [];
  private idf = new Float64Array(0);
  private postings = PackedPostings.empty();
  /** By question: one over the length of its TF-IDF vector, which makes it a unit vector. */
  private inverseNorms = new Float64Array(0);
  /** By gram: whether a counted question (not only evidence) has it. */
  private counted = new Uint8Array(0);
  /** By question: whether it is evidence only. */
  private evidenceOnly = new Uint8Array(0);
  /** Scratch accumulator, one slot per question, zeroed again after each search. */
  private scores = new Float64Array(0);
  /** Scratch for one gram's unpacked postings. */
  private docs = new Int32Array(0);
  private counts = new Int32Array(0);

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
    const builder = new PackedPostingsBuilder();
    const counted: number[] = [];
    for (const [doc, text] of texts.entries()) {
      for (const [gram, count] of countsOf(gramsOfNormalized(text))) {
        let id = this.gramIds.get(gram);
        if (id === undefined) this.gramIds.set(gram, (id = this.gramIds.size));
        builder.measure(id, doc, count);
        if (!entries[doc].evidenceOnly) counted[id] = (counted[id] ?? 0) + 1;
      }
      if (pauseDue(doc)) yield;
    }
    builder.allocate();
    const statistical = entries.filter((entry) => !entry.evidenceOnly).length;
    this.idf = new Float64Array(this.gramIds.size);
    this.counted = new Uint8Array(this.gramIds.size);
    for (let gram = 0; gram < this.idf.length; gram += 1) {
      this.idf[gram] = Math.log(1 + statistical / Math.max(1, counted[gram] ?? 0));
      this.counted[gram] = counted[gram] ? 1 : 0;
    }
    this.evidenceOnly = Uint8Array.from(entries, (entry) => (entry.evidenceOnly ? 1 : 0));
    this.inverseNorms = new Float64Array(entries.length);
    for (const [doc, text] of texts.entries()) {
      let norm = 0;
      for (const [gram, count] of countsOf(gramsOfNormalized(text))) {
        const id = this.gramIds.get(gram)!;
        norm += (termFrequency(count) * this.idf[id]) ** 2;
        builder.write(id, doc, count);
      }
      this.inverseNorms[doc] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      if (pauseDue(doc)) yield;
    }
    this.postings = builder.done();
    this.scores = new Float64Array(entries.length);
    this.docs = new Int32Array(this.postings.longest);
    this.counts = new Int32Array(this.postings.longest);
  }

  /**
   * The most similar questions (at most `limit` of the shop's own and `limit` of the evidence,
   * best first within each); grams no question has are left out of the query,
   * and for the counted questions so are grams only evidence has: what visitors taught one FAQ
   * leaves every question's similarity as it was.
   */
  search(text: string, limit: number): GramHit[] {
    const query: [number, number][] = [];
    let countedNorm = 0;
    let norm = 0;
    for (const [gram, count] of countsOf(charGrams(text))) {
      const id = this.gramIds.get(gram);
      if (id === undefined) continue;
      const weight = termFrequency(count) * this.idf[id];
      query.push([id, weight]);
      norm += weight * weight;
      if (this.counted[id]) countedNorm += weight * weight;
    }
    const inverseQueryNorm = [1 / Math.sqrt(countedNorm), 1 / Math.sqrt(norm)];
    const { docs, counts, scores } = this;
    const touched: number[] = [];
    for (const [gram, weight] of query) {
      // The question's weight for the gram is termFrequency(count) * idf / its norm.
      const queryWeight = weight * this.idf[gram];
      const length = this.postings.unpack(gram, docs, counts);
      for (let i = 0; i < length; i += 1) {
        const doc = docs[i];
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] += queryWeight * termFrequency(counts[i]);
      }
    }
    for (const doc of touched)
      scores[doc] *= this.inverseNorms[doc] * inverseQueryNorm[this.evidenceOnly[doc]];
    const hits = topKOwnAndEvidence(
      touched,
      (doc) => scores[doc],
      limit,
      (doc) => this.evidenceOnly[doc] === 1,
    ).map((doc) => ({
      id: this.ids[doc],
      similarity: scores[doc],
    }));
    for (const doc of touched) scores[doc] = 0;
    return hits;
  }
}

/** Sublinear term frequency (TF-IDF's TF part). */
function termFrequency(count: number): number {
  return count === 1 ? 1 : 1 + Math.log(count);
}

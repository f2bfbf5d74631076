import SearchableMap from 'minisearch/SearchableMap';
import { countsOf } from './counts';
import { Sliced, pauseDue, runNow } from './sliced';
import { topK } from './top-k';

export interface TermHit {
  id: number;
  /** BM25+ over the question and answer fields, as MiniSearch scores it. */
  score: number;
  /** The query terms that matched, exactly or as a fuzzy variant. */
  queryTerms: string[];
}

/** One way of asking an FAQ, as analysed terms (their numbers), with its answer's. */
export interface TermDocument {
  id: number;
  questionTerms: Int32Array;
  answerTerms: Int32Array;
}

/** The numbered terms the documents use (a Vocabulary): numbers 0 to size - 1. */
export interface TermNames {
  readonly size: number;
  termOf(number: number): string;
}

export interface TermIndexOptions {
  /** The question field's weight against the answer's 1. */
  questionBoost: number;
  /** Edits allowed when matching a query term of this length (0: exact only). */
  maxEdits: (term: string) => number;
  /** A fuzzy match weighs this much of an exact one, less per edit. */
  fuzzyWeight: number;
}

/**
 * One field's postings: those of term t are positions offsets[t] to offsets[t + 1] of docs and
 * weights. Flat typed arrays, not a pair per term: at 90,000 FAQs, terms found in one FAQ only
 * (model and order numbers) made 180,000 small typed arrays, 30 MB of headers for 1 MB of data.
 */
interface FieldPostings {
  offsets: Int32Array;
  docs: Int32Array;
  /** Per document: the field-boosted BM25+ term-frequency part, ready to multiply by IDF. */
  weights: Float32Array;
  /** By term, MiniSearch's IDF: from the number of documents with the term in this field. */
  idf: Float64Array;
}

// MiniSearch's defaults, so scores and thresholds mean what they meant on MiniSearch.search().
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

/**
 * BM25+ over the FAQs' analysed terms with MiniSearch's radix tree (SearchableMap) for fuzzy
 * term lookup and MiniSearch's scoring, but postings in typed arrays: MiniSearch.search()
 * builds an object per matching document per term, which at 10,000 FAQs with common words
 * cost 11 ms at p99; this keeps the answer well under 5 ms.
 */
export class TermIndex {
  /** Term to its number, for exact and fuzzy lookup. */
  private terms = new SearchableMap<number>();
  private fields: FieldPostings[] = [];
  private ids: number[] = [];
  private scores = new Float64Array(0);
  private matchedTerms = new Uint32Array(0);

  constructor(
    documents: TermDocument[],
    names: TermNames,
    private readonly options: TermIndexOptions,
  ) {
    runNow(this.fill(documents, names));
  }

  /** The same, built in slices (see runInSlices). */
  static *building(
    documents: TermDocument[],
    names: TermNames,
    options: TermIndexOptions,
  ): Sliced<TermIndex> {
    const index = new TermIndex([], names, options);
    yield* index.fill(documents, names);
    return index;
  }

  /** Two passes over the documents: count each term's postings, then place them. */
  private *fill(documents: TermDocument[], names: TermNames): Sliced<void> {
    const fieldTerms = [
      { boost: this.options.questionBoost, lists: documents.map((d) => d.questionTerms) },
      { boost: 1, lists: documents.map((d) => d.answerTerms) },
    ];
    const counts = fieldTerms.map(() => new Int32Array(names.size));
    for (const [field, { lists }] of fieldTerms.entries()) {
      for (const [doc, list] of lists.entries()) {
        for (const term of new Set(list)) counts[field][term] += 1;
        if (pauseDue(doc)) yield;
      }
    }
    const total = documents.length;
    const fields: FieldPostings[] = [];
    for (const [field, { boost, lists }] of fieldTerms.entries()) {
      const postings = emptyPostings(counts[field], total);
      const next = postings.offsets.slice(0, names.size);
      const averageLength = lists.reduce((sum, list) => sum + list.length, 0) / total || 1;
      for (const [doc, list] of lists.entries()) {
        const norm = K1 * (1 - B + (B * list.length) / averageLength);
        for (const [term, frequency] of countsOf(list)) {
          const at = next[term]++;
          postings.docs[at] = doc;
          postings.weights[at] = boost * (DELTA + (frequency * (K1 + 1)) / (frequency + norm));
        }
        if (pauseDue(doc)) yield;
      }
      fields.push(postings);
    }
    const terms = new SearchableMap<number>();
    for (let term = 0; term < names.size; term += 1) {
      if (counts.some((count) => count[term] > 0)) terms.set(names.termOf(term), term);
    }
    this.terms = terms;
    this.fields = fields;
    this.ids = documents.map((document) => document.id);
    this.scores = new Float64Array(total);
    this.matchedTerms = new Uint32Array(total);
  }

  /** Documents matching any of the terms, best first, at most `limit`. */
  search(terms: string[], limit: number): TermHit[] {
    const touched: number[] = [];
    const unique = [...new Set(terms)];
    unique.forEach((term, termIndex) => {
      const bit = 1 << Math.min(termIndex, 31);
      for (const [number, weight] of this.variants(term)) {
        for (const { offsets, docs, weights, idf } of this.fields) {
          const termWeight = weight * idf[number];
          for (let at = offsets[number]; at < offsets[number + 1]; at += 1) {
            const doc = docs[at];
            if (this.matchedTerms[doc] === 0) touched.push(doc);
            this.scores[doc] += termWeight * weights[at];
            this.matchedTerms[doc] |= bit;
          }
        }
      }
    });
    const best = topK(touched, (doc) => this.scores[doc] * bitCount(this.matchedTerms[doc]), limit);
    const hits = best.map((doc) => ({
      id: this.ids[doc],
      score: this.scores[doc] * bitCount(this.matchedTerms[doc]),
      queryTerms: unique.filter((_, termIndex) => this.matchedTerms[doc] & (1 << termIndex)),
    }));
    for (const doc of touched) {
      this.scores[doc] = 0;
      this.matchedTerms[doc] = 0;
    }
    return hits;
  }

  /** The term's number (weight 1) and those of terms a few edits away (fuzzy weight). */
  private *variants(term: string): Generator<[number, number]> {
    const edits = this.options.maxEdits(term);
    if (edits === 0) {
      const number = this.terms.get(term);
      if (number !== undefined) yield [number, 1];
      return;
    }
    for (const [variant, [number, distance]] of this.terms.fuzzyGet(term, edits)) {
      const weight =
        distance === 0
          ? 1
          : (this.options.fuzzyWeight * variant.length) / (variant.length + distance);
      yield [number, weight];
    }
  }
}

/** Room for each term's postings in one field, with the IDF that its count gives. */
function emptyPostings(counts: Int32Array, total: number): FieldPostings {
  const termCount = counts.length;
  const offsets = new Int32Array(termCount + 1);
  const idf = new Float64Array(termCount);
  for (let term = 0; term < termCount; term += 1) {
    const count = counts[term];
    offsets[term + 1] = offsets[term] + count;
    idf[term] = Math.log(1 + (total - count + 0.5) / (count + 0.5));
  }
  const size = offsets[termCount];
  return { offsets, idf, docs: new Int32Array(size), weights: new Float32Array(size) };
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

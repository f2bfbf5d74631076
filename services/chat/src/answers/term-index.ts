import SearchableMap from 'minisearch/SearchableMap';
import { Sliced, pauseDue, runNow } from './sliced';
import { topK } from './top-k';

export interface TermHit {
  id: number;
  /** BM25+ over the question and answer fields, as MiniSearch scores it. */
  score: number;
  /** The query terms that matched, exactly or as a fuzzy variant. */
  queryTerms: string[];
}

/** One way of asking an FAQ, as analysed terms, with its answer's. */
export interface TermDocument {
  id: number;
  questionTerms: string[];
  answerTerms: string[];
}

export interface TermIndexOptions {
  /** The question field's weight against the answer's 1. */
  questionBoost: number;
  /** Edits allowed when matching a query term of this length (0: exact only). */
  maxEdits: (term: string) => number;
  /** A fuzzy match weighs this much of an exact one, less per edit. */
  fuzzyWeight: number;
}

/** One term in one field. */
interface Posting {
  docs: Int32Array;
  /** Per document: the field-boosted BM25+ term-frequency part, ready to multiply by IDF. */
  weights: Float32Array;
  /** MiniSearch's IDF: from the number of documents with the term in this field. */
  idf: number;
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
  private vocabulary = new SearchableMap<Posting[]>();
  private ids: number[] = [];
  private scores = new Float64Array(0);
  private matchedTerms = new Uint32Array(0);

  constructor(
    documents: TermDocument[],
    private readonly options: TermIndexOptions,
  ) {
    runNow(this.fill(documents));
  }

  /** The same, built in slices (see runInSlices). */
  static *building(documents: TermDocument[], options: TermIndexOptions): Sliced<TermIndex> {
    const index = new TermIndex([], options);
    yield* index.fill(documents);
    return index;
  }

  private *fill(documents: TermDocument[]): Sliced<void> {
    const fields = [
      { boost: this.options.questionBoost, terms: documents.map((d) => d.questionTerms) },
      { boost: 1, terms: documents.map((d) => d.answerTerms) },
    ];
    const lists = new Map<string, { docs: number[]; weights: number[] }[]>();
    for (const [field, { boost, terms }] of fields.entries()) {
      const averageLength = terms.reduce((sum, list) => sum + list.length, 0) / terms.length || 1;
      for (const [doc, list] of terms.entries()) {
        const frequencies = new Map<string, number>();
        for (const term of list) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
        const norm = K1 * (1 - B + (B * list.length) / averageLength);
        for (const [term, frequency] of frequencies) {
          let perField = lists.get(term);
          if (!perField)
            lists.set(term, (perField = fields.map(() => ({ docs: [], weights: [] }))));
          const entry = perField[field];
          entry.docs.push(doc);
          entry.weights.push(boost * (DELTA + (frequency * (K1 + 1)) / (frequency + norm)));
        }
        if (pauseDue(doc)) yield;
      }
    }
    const total = documents.length;
    const vocabulary = new SearchableMap<Posting[]>();
    let count = 0;
    for (const [term, perField] of lists) {
      const postings = perField
        .filter(({ docs }) => docs.length > 0)
        .map(({ docs, weights }) => ({
          docs: Int32Array.from(docs),
          weights: Float32Array.from(weights),
          idf: Math.log(1 + (total - docs.length + 0.5) / (docs.length + 0.5)),
        }));
      vocabulary.set(term, postings);
      if (pauseDue(count++)) yield;
    }
    this.vocabulary = vocabulary;
    this.ids = documents.map((document) => document.id);
    this.scores = new Float64Array(documents.length);
    this.matchedTerms = new Uint32Array(documents.length);
  }

  /** Documents matching any of the terms, best first, at most `limit`. */
  search(terms: string[], limit: number): TermHit[] {
    const touched: number[] = [];
    const unique = [...new Set(terms)];
    unique.forEach((term, termIndex) => {
      const bit = 1 << Math.min(termIndex, 31);
      for (const [posting, weight] of this.variants(term)) {
        const idf = posting.idf;
        for (let i = 0; i < posting.docs.length; i += 1) {
          const doc = posting.docs[i];
          if (this.matchedTerms[doc] === 0) touched.push(doc);
          this.scores[doc] += weight * idf * posting.weights[i];
          this.matchedTerms[doc] |= bit;
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

  /** The term's own postings (weight 1) and those of terms a few edits away (fuzzy weight). */
  private *variants(term: string): Generator<[Posting, number]> {
    const edits = this.options.maxEdits(term);
    if (edits === 0) {
      for (const posting of this.vocabulary.get(term) ?? []) yield [posting, 1];
      return;
    }
    for (const [variant, [postings, distance]] of this.vocabulary.fuzzyGet(term, edits)) {
      const weight =
        distance === 0
          ? 1
          : (this.options.fuzzyWeight * variant.length) / (variant.length + distance);
      for (const posting of postings) yield [posting, weight];
    }
  }
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

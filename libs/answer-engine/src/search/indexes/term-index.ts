import SearchableMap from 'minisearch/SearchableMap';
import { countsOf } from './counts';
import { PackedLists } from '../storage/packed-lists';
import { PackedPostings, PackedPostingsBuilder } from './packed-postings';
import { Sliced, pauseDue, runNow } from '../../slices/sliced';
import { topKOwnAndEvidence } from './top-k';

export interface TermHit {
  id: number;
  /** BM25+ over the question and answer fields, as MiniSearch scores it. */
  score: number;
  /** The query terms that matched, exactly or as a fuzzy variant. */
  queryTerms: string[];
}

/**
 * The documents to index, each a way of asking an FAQ with its answer, as analysed terms (their
 * numbers, in order): by document, its id and the numbers of its question's and its answer's
 * term lists in `lists`.
 */
export class TermDocuments {
  readonly ids: number[] = [];
  readonly questions: number[] = [];
  readonly answers: number[] = [];
  /**
   * By document: searched, but left out of the terms' statistics (IDF, average length): a
   * visitor's message learned for an FAQ must not change how every other question scores.
   */
  readonly evidenceOnly: boolean[] = [];
  readonly lists = new PackedLists();

  add(id: number, questionList: number, answerList: number, evidenceOnly = false): void {
    this.ids.push(id);
    this.questions.push(questionList);
    this.answers.push(answerList);
    this.evidenceOnly.push(evidenceOnly);
  }
}

/** The numbered terms the documents use (a Vocabulary): numbers 0 to size - 1. */
export interface TermNames {
  readonly size: number;
  termOf(number: number): string;
  idOf(term: string): number | undefined;
}

export interface TermIndexOptions {
  /** The question field's weight against the answer's 1. */
  questionBoost: number;
  /** Edits allowed when matching a query term of this length (0: exact only). */
  maxEdits: (term: string) => number;
  /** A fuzzy match weighs this much of an exact one, less per edit. */
  fuzzyWeight: number;
  /** BM25+'s parameters (SearchWeights.bm25K1, bm25B, bm25Delta). */
  k1: number;
  b: number;
  delta: number;
}

/**
 * One field's postings, packed (PackedPostings): for each term, the documents with their
 * counts of it. A posting's BM25+ weight is worked out when searching, from its count and the
 * document's length norm, so nothing but counts is stored per posting.
 */
interface FieldPostings {
  postings: PackedPostings;
  boost: number;
  /** By document: BM25's length normalization, k1 * (1 - b + b * length / average length). */
  lengthNorms: Float64Array;
  /** By term, MiniSearch's IDF: from the number of documents with the term in this field. */
  idf: Float64Array;
}

/**
 * Terms with a digit (order, model and phone numbers) are matched exactly, never as a typo:
 * "12345" must not find order 12346. They are looked up by name, not in the fuzzy lookup's
 * tree: at 90,000 FAQs with a number each, the tree held 30 MB of them.
 */
const EXACT_ONLY = /[0-9]/;
/** No terms: an index's names until it is filled (a sliced build starts from an empty one). */
const NO_TERMS: TermNames = { size: 0, termOf: () => '', idOf: () => undefined };

/**
 * BM25+ over the FAQs' analysed terms with MiniSearch's radix tree (SearchableMap) for fuzzy
 * term lookup and MiniSearch's scoring, but postings in typed arrays: MiniSearch.search()
 * builds an object per matching document per term, which at 10,000 FAQs with common words
 * cost 11 ms at p99; this keeps the answer well under 5 ms.
 */
export class TermIndex {
  /** Term to its number, for fuzzy lookup: terms with a digit are not in it. */
  private fuzzyTerms = new SearchableMap<number>();
  /** The documents' terms, for exact lookup by name. */
  private names: TermNames = NO_TERMS;
  private fields: FieldPostings[] = [];
  private ids: number[] = [];
  private evidenceOnly: boolean[] = [];
  private scores = new Float64Array(0);
  private matchedTerms = new Uint32Array(0);
  /** Scratch for one term's unpacked postings. */
  private docs = new Int32Array(0);
  private counts = new Int32Array(0);

  constructor(
    documents: TermDocuments,
    names: TermNames,
    private readonly options: TermIndexOptions,
  ) {
    runNow(this.fill(documents, names));
  }

  /** The same, built in slices (see runInSlices). */
  static *building(
    documents: TermDocuments,
    names: TermNames,
    options: TermIndexOptions,
  ): Sliced<TermIndex> {
    const index = new TermIndex(new TermDocuments(), NO_TERMS, options);
    yield* index.fill(documents, names);
    return index;
  }

  /** Two passes over the documents: measure each term's postings, then write them. */
  private *fill(documents: TermDocuments, names: TermNames): Sliced<void> {
    const { lists } = documents;
    const { k1, b } = this.options;
    const terms = new Int32Array(lists.longest);
    const termsOf = (list: number) => terms.subarray(0, lists.unpack(list, terms));
    const fieldTerms = [
      { boost: this.options.questionBoost, listOf: documents.questions },
      { boost: 1, listOf: documents.answers },
    ];
    const builders = fieldTerms.map(() => new PackedPostingsBuilder());
    for (const [field, { listOf }] of fieldTerms.entries()) {
      for (const [doc, list] of listOf.entries()) {
        for (const [term, count] of countsOf(termsOf(list))) {
          builders[field].measure(term, doc, count);
        }
        if (pauseDue(doc)) yield;
      }
    }
    const total = documents.ids.length;
    const counted = listsCounted(documents);
    const statistical = counted.length;
    const fields: FieldPostings[] = [];
    for (const [field, { boost, listOf }] of fieldTerms.entries()) {
      const builder = builders[field];
      builder.allocate(names.size);
      const idf = new Float64Array(names.size);
      const withTerm = new Int32Array(names.size);
      for (const doc of counted)
        for (const term of new Set(termsOf(listOf[doc]))) withTerm[term] += 1;
      for (let term = 0; term < names.size; term += 1) {
        const count = withTerm[term];
        idf[term] = Math.log(1 + (statistical - count + 0.5) / (count + 0.5));
      }
      const averageLength =
        counted.reduce((sum, doc) => sum + lists.lengthOf(listOf[doc]), 0) / statistical || 1;
      const lengthNorms = new Float64Array(total);
      for (const [doc, list] of listOf.entries()) {
        lengthNorms[doc] = k1 * (1 - b + (b * lists.lengthOf(list)) / averageLength);
        for (const [term, count] of countsOf(termsOf(list))) builder.write(term, doc, count);
        if (pauseDue(doc)) yield;
      }
      fields.push({ postings: builder.done(), boost, lengthNorms, idf });
    }
    const fuzzyTerms = new SearchableMap<number>();
    for (let term = 0; term < names.size; term += 1) {
      const name = names.termOf(term);
      if (!EXACT_ONLY.test(name) && builders.some((builder) => builder.lengthOf(term) > 0)) {
        fuzzyTerms.set(name, term);
      }
    }
    const longest = Math.max(0, ...fields.map(({ postings }) => postings.longest));
    this.names = names;
    this.fuzzyTerms = fuzzyTerms;
    this.fields = fields;
    this.ids = documents.ids;
    this.evidenceOnly = documents.evidenceOnly;
    this.scores = new Float64Array(total);
    this.matchedTerms = new Uint32Array(total);
    this.docs = new Int32Array(longest);
    this.counts = new Int32Array(longest);
  }

  /** Documents matching any of the terms, best first: at most `limit` own, and `limit` evidence. */
  search(terms: string[], limit: number): TermHit[] {
    const touched: number[] = [];
    const unique = [...new Set(terms)];
    const { docs, counts, scores, matchedTerms } = this;
    const { k1, delta } = this.options;
    unique.forEach((term, termIndex) => {
      const bit = 1 << Math.min(termIndex, 31);
      for (const [number, weight] of this.variants(term)) {
        for (const { postings, boost, lengthNorms, idf } of this.fields) {
          const termWeight = weight * idf[number] * boost;
          const length = postings.unpack(number, docs, counts);
          for (let i = 0; i < length; i += 1) {
            const doc = docs[i];
            const count = counts[i];
            if (matchedTerms[doc] === 0) touched.push(doc);
            scores[doc] += termWeight * (delta + (count * (k1 + 1)) / (count + lengthNorms[doc]));
            matchedTerms[doc] |= bit;
          }
        }
      }
    });
    const best = topKOwnAndEvidence(
      touched,
      (doc) => this.scores[doc] * bitCount(this.matchedTerms[doc]),
      limit,
      (doc) => this.evidenceOnly[doc],
    );
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
    const edits = EXACT_ONLY.test(term) ? 0 : this.options.maxEdits(term);
    if (edits === 0) {
      const number = this.names.idOf(term);
      if (number !== undefined) yield [number, 1];
      return;
    }
    for (const [variant, [number, distance]] of this.fuzzyTerms.fuzzyGet(term, edits)) {
      const weight =
        distance === 0
          ? 1
          : (this.options.fuzzyWeight * variant.length) / (variant.length + distance);
      yield [number, weight];
    }
  }
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** The documents that count in the terms' statistics. */
function listsCounted(documents: TermDocuments): number[] {
  const counted: number[] = [];
  documents.evidenceOnly.forEach((evidenceOnly, doc) => {
    if (!evidenceOnly) counted.push(doc);
  });
  return counted;
}

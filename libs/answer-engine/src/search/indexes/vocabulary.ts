import { IntLists } from '../storage/int-lists';

/**
 * The index's terms, numbered, with in how many FAQs each appears, and the term sets of the
 * FAQs' questions and answers. A set is a sorted run of term numbers in one flat list, known by
 * its own number: at 90,000 FAQs, a Set of strings per FAQ took 120 MB of the chat service's
 * heap, and a typed array per set 36 MB, most of it the arrays' own headers.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private frequencies = new Int32Array(1024);
  /** Each set's terms, ascending. */
  private readonly sets = new IntLists();

  /** The term's number, or undefined if nothing indexed uses it (nor a learned message). */
  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /**
   * The term's number if an FAQ's own text uses it: a word only visitors' learned messages use
   * is numbered too (so those messages match it), but for the FAQs it is a word no FAQ uses.
   */
  faqIdOf(term: string): number | undefined {
    const id = this.ids.get(term);
    return id !== undefined && this.frequencies[id] > 0 ? id : undefined;
  }

  termOf(id: number): string {
    return this.terms[id];
  }

  /** In how many FAQs the term appears. */
  frequency(id: number): number {
    return this.frequencies[id];
  }

  /** How many terms are numbered. */
  get size(): number {
    return this.terms.length;
  }

  /** The terms' numbers, in order and repeats kept; terms not seen before are numbered. */
  numbersOf(terms: string[]): number[] {
    return terms.map((term) => this.numberOf(term));
  }

  /** One FAQ's term numbers (its question's, phrasings' and answer's) into the frequencies. */
  countFaq(termLists: Iterable<number>[]): void {
    for (const id of distinct(...termLists)) this.frequencies[id] += 1;
  }

  /** Keeps the term numbers as a set; returns the set's number. */
  setOf(ids: Iterable<number>): TermSet {
    return this.sets.add(distinct(ids));
  }

  /** The set's term numbers, in ascending order. */
  termsIn(set: TermSet): Int32Array {
    return this.sets.get(set);
  }

  /** Whether the set holds the term (a binary search of its run). */
  has(set: TermSet, id: number | undefined): boolean {
    if (id === undefined) return false;
    const terms = this.sets.arrayOf(set);
    let low = this.sets.start(set);
    let high = this.sets.end(set) - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = terms[middle];
      if (value === id) return true;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /**
   * IDF-weighted shares of the terms (numbers, undefined for one nothing uses) that the first
   * set holds, the second holds, and either holds, over `faqs` FAQs, in one pass: a term no FAQ
   * uses weighs as one in a single FAQ would, and more (BM25's smoothing).
   */
  sharesIn(
    [first, second]: [TermSet, TermSet],
    ids: (number | undefined)[],
    faqs: number,
  ): { first: number; second: number; either: number } {
    const found = { first: 0, second: 0, either: 0 };
    let total = 0;
    for (const id of ids) {
      const weight = Math.log(1 + faqs / ((id === undefined ? 0 : this.frequencies[id]) + 0.5));
      total += weight;
      const inFirst = this.has(first, id);
      const inSecond = this.has(second, id);
      if (inFirst) found.first += weight;
      if (inSecond) found.second += weight;
      if (inFirst || inSecond) found.either += weight;
    }
    const share = (value: number) => (total === 0 ? 0 : value / total);
    return { first: share(found.first), second: share(found.second), either: share(found.either) };
  }

  private numberOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      if (id === this.frequencies.length) this.grow();
    }
    return id;
  }

  private grow(): void {
    const grown = new Int32Array(this.frequencies.length * 2);
    grown.set(this.frequencies);
    this.frequencies = grown;
  }
}

/**
 * Each number in the lists once, in ascending order. A plain array: a rebuild makes a few per
 * FAQ, and as typed arrays their memory, outside the heap, was freed only when a garbage
 * collection found them (40-50 MB at a time in a rebuild of 90,000 FAQs).
 */
function distinct(...lists: Iterable<number>[]): number[] {
  const ids = new Set<number>();
  for (const list of lists) for (const id of list) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** A set of terms kept by a Vocabulary: its number there. */
export type TermSet = number;

/**
 * The index's terms, numbered, with in how many FAQs each appears. An FAQ's terms are kept as
 * a sorted list of numbers (TermSet) rather than a Set of strings: at 90,000 FAQs the Sets
 * took 120 MB of the chat service's heap, the lists a quarter of that.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private frequencies = new Int32Array(1024);

  /** The term's number, or undefined if no FAQ uses it. */
  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  termOf(id: number): string {
    return this.terms[id];
  }

  /** In how many FAQs the term appears. */
  frequency(id: number): number {
    return this.frequencies[id];
  }

  /** One FAQ's terms (from its question, phrasings and answer) into the frequencies. */
  countFaq(terms: Iterable<string>): void {
    for (const id of this.setOf(terms)) this.frequencies[id] += 1;
  }

  /** The terms as a TermSet, numbering those not seen before. */
  setOf(terms: Iterable<string>): TermSet {
    const ids = new Set<number>();
    for (const term of terms) {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.terms.length;
        this.ids.set(term, id);
        this.terms.push(term);
        if (id === this.frequencies.length) this.grow();
      }
      ids.add(id);
    }
    return Int32Array.from(ids).sort();
  }

  private grow(): void {
    const grown = new Int32Array(this.frequencies.length * 2);
    grown.set(this.frequencies);
    this.frequencies = grown;
  }
}

/** Distinct term numbers in ascending order. */
export type TermSet = Int32Array;

export function hasTerm(set: TermSet, id: number | undefined): boolean {
  if (id === undefined) return false;
  let low = 0;
  let high = set.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (set[middle] === id) return true;
    if (set[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

import type { Entry } from './faq-search-builder';
import { DIMENSIONS, WordVectors, similarityToBytes } from './indexes/word-vectors';
import { contentWords } from '../language/content-words';

/**
 * The meaning of each entry of the index (its way of asking, as word vectors), and how close a
 * message is to them. A way of asking the shop wrote reads as its FAQ's nearest one; a message
 * a visitor taught reads as itself, and never for the FAQ's own reading.
 */
export class EntryMeanings {
  constructor(
    private readonly entries: Entry[],
    /** By entry: DIMENSIONS bytes each (toBytes). */
    private readonly meanings: Int8Array,
    /** By FAQ number: FAQs with the same answer share its number here. */
    private readonly answerGroups: Int32Array,
  ) {}

  /** A message's meaning: the word vectors of its content words (its typos corrected first). */
  static of(corrected: string): Float32Array | undefined {
    return WordVectors.shared().embed(contentWords(corrected));
  }

  /**
   * For an entry: how close in meaning the message is to it (cosine of the word-vector means),
   * each FAQ's own reading computed once.
   */
  matcher(message: Float32Array | undefined): (entryId: number) => number {
    const byFaq = new Map<number, number>();
    return (entryId) => {
      const entry = this.entries[entryId];
      if (entry.learnedId !== undefined) return this.similarity(message, entryId);
      const { first, count } = entry.forms;
      let best = byFaq.get(first);
      if (best === undefined) {
        best = 0;
        for (let id = first; id < first + count; id += 1) {
          if (this.entries[id].learnedId === undefined)
            best = Math.max(best, this.similarity(message, id));
        }
        byFaq.set(first, best);
      }
      return best;
    };
  }

  /**
   * The FAQ numbers nearest the message (at `floor` or more), nearest first, one per distinct
   * answer, each FAQ read through its own ways of asking only.
   */
  nearest(message: Float32Array, count: number, floor: number): number[] {
    /** By answer group: its nearest FAQ and the cosine. */
    const nearest = new Map<number, { faq: number; cosine: number }>();
    this.entries.forEach((entry, id) => {
      if (entry.learnedId !== undefined) return;
      const cosine = this.similarity(message, id);
      const group = this.answerGroups[entry.faq];
      if (cosine >= floor && cosine > (nearest.get(group)?.cosine ?? -Infinity))
        nearest.set(group, { faq: entry.faq, cosine });
    });
    return [...nearest.values()]
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, count)
      .map(({ faq }) => faq);
  }

  private similarity(message: Float32Array | undefined, entryId: number): number {
    return similarityToBytes(message, this.meanings, entryId * DIMENSIONS);
  }
}

import type { Entry } from './faq-search-builder';
import { DIMENSIONS, WordVectors, similarityToBytes } from './indexes/word-vectors';
import { contentWords } from '../language/content-words';
import { topK } from './indexes/top-k';

/**
 * The meaning of each entry of the index (its way of asking, as word vectors), and how close a
 * message is to them. A way of asking the shop wrote reads as its FAQ's nearest one; a message
 * a visitor taught reads as itself, and never for the FAQ's own reading.
 */
export class EntryMeanings {
  private groups?: { best: Float32Array; bestFaq: Int32Array };

  constructor(
    private readonly entries: Entry[],
    /** By entry: DIMENSIONS bytes each (toBytes). */
    private readonly meanings: Int8Array,
    /** By FAQ number: FAQs with the same answer share its number here. */
    private readonly answerGroups: Int32Array,
  ) {}

  /**
   * By answer group (a FAQ number, answerGroups): its best cosine and the FAQ that has it;
   * made once and reused, as a scan at tens of thousands of FAQs would otherwise leave two such
   * arrays a message to the garbage collector.
   */
  private get scratch(): { best: Float32Array; bestFaq: Int32Array } {
    this.groups ??= {
      best: new Float32Array(this.answerGroups.length),
      bestFaq: new Int32Array(this.answerGroups.length),
    };
    return this.groups;
  }

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
    const { best, bestFaq } = this.scratch;
    best.fill(-Infinity);
    for (let id = 0; id < this.entries.length; id += 1) {
      const entry = this.entries[id];
      if (entry.learnedId !== undefined) continue;
      const cosine = this.similarity(message, id);
      const group = this.answerGroups[entry.faq];
      if (cosine > best[group]) {
        best[group] = cosine;
        bestFaq[group] = entry.faq;
      }
    }
    const near: number[] = [];
    for (let group = 0; group < best.length; group += 1) if (best[group] >= floor) near.push(group);
    return topK(near, (group) => best[group], count).map((group) => bestFaq[group]);
  }

  private similarity(message: Float32Array | undefined, entryId: number): number {
    return similarityToBytes(message, this.meanings, entryId * DIMENSIONS);
  }
}

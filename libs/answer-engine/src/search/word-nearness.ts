import { DIMENSIONS, WordVectors } from './indexes/word-vectors';
import type { TermSet, Vocabulary } from './indexes/vocabulary';

/**
 * Where a message and an FAQ use different words for one thing ("pre-loved" and "used",
 * "sticks" and "clubs"): each message word's nearness to a word of the FAQ, from the word
 * vectors' cosine, 0 at `floor` or below and 1 at the same word. Made once a message; each FAQ
 * word's nearness to the message's words is computed once, however many FAQs use it.
 */
export class WordNearness {
  private readonly cache = new Map<number, Float32Array>();
  private readonly bestInSet = new Map<TermSet, Float32Array>();

  constructor(
    private readonly words: Vocabulary,
    /** By plain word of the FAQs: its vector, of unit length, or zeros. */
    private readonly wordMeanings: Float32Array,
    /** The message's distinct plain words, as the FAQs number them (undefined: none uses it). */
    private readonly ids: (number | undefined)[],
    /** Their vectors, of unit length (undefined: not among the word vectors' words). */
    private readonly vectors: (Float32Array | undefined)[],
    private readonly floor: number,
    /** What a word weighs, by its number (undefined: a word no FAQ uses). */
    private readonly weightOf: (id: number | undefined) => number,
  ) {}

  /**
   * For a message's distinct plain words (as typed) and their numbers among the FAQs' words,
   * each weighing its IDF over the FAQs.
   */
  static forMessage(
    typed: string[],
    ids: (number | undefined)[],
    faqs: { words: Vocabulary; wordMeanings: Float32Array; faqs: number },
    floor: number,
  ): WordNearness {
    const vectors = WordVectors.shared();
    const { words } = faqs;
    return new WordNearness(
      words,
      faqs.wordMeanings,
      ids,
      typed.map((word) => vectors.vectorOf(word)),
      floor,
      (id) => Math.log(1 + faqs.faqs / ((id === undefined ? 0 : words.frequency(id)) + 0.5)),
    );
  }

  /**
   * The weighted share of the message's words that the FAQ uses (in `question` or `answer`), a
   * word near in meaning counted by how near.
   */
  messageShare(question: TermSet, answer: TermSet): number {
    const inQuestion = this.bestIn(question);
    const inAnswer = this.bestIn(answer);
    let found = 0;
    let total = 0;
    this.ids.forEach((id, i) => {
      const weight = this.weightOf(id);
      total += weight;
      if (this.words.has(question, id) || this.words.has(answer, id)) found += weight;
      else found += weight * Math.max(inQuestion[i], inAnswer[i]);
    });
    return total === 0 ? 0 : found / total;
  }

  /** By message word: the nearest a word of the set is to it (sets are shared: cached). */
  private bestIn(set: TermSet): Float32Array {
    const known = this.bestInSet.get(set);
    if (known) return known;
    const best = new Float32Array(this.ids.length);
    for (const word of this.words.termsIn(set)) {
      const nearness = this.nearnessTo(word);
      for (let i = 0; i < best.length; i += 1) if (nearness[i] > best[i]) best[i] = nearness[i];
    }
    this.bestInSet.set(set, best);
    return best;
  }

  /**
   * The weighted share of the FAQ's way of asking that the message uses, a word near in
   * meaning counted by how near.
   */
  askedShare(question: TermSet): number {
    let found = 0;
    let total = 0;
    for (const word of this.words.termsIn(question)) {
      const weight = this.weightOf(word);
      total += weight;
      if (this.ids.includes(word)) found += weight;
      else found += weight * Math.max(0, ...this.nearnessTo(word));
    }
    return total === 0 ? 0 : found / total;
  }

  /** By message word: how near the FAQ word is to it. */
  private nearnessTo(word: number): Float32Array {
    const known = this.cache.get(word);
    if (known) return known;
    const nearness = new Float32Array(this.ids.length);
    const offset = word * DIMENSIONS;
    this.vectors.forEach((vector, i) => {
      if (!vector) return;
      let dot = 0;
      for (let d = 0; d < DIMENSIONS; d += 1) dot += vector[d] * this.wordMeanings[offset + d];
      nearness[i] = Math.max(0, Math.min(1, (dot - this.floor) / (1 - this.floor)));
    });
    this.cache.set(word, nearness);
    return nearness;
  }
}

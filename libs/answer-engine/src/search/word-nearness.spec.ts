import { Vocabulary } from './indexes/vocabulary';
import { DIMENSIONS, WordVectors } from './indexes/word-vectors';
import { WordNearness } from './word-nearness';

/** The FAQs' words as the index numbers them (one FAQ each), with their vectors. */
function faqWords(words: string[]) {
  const vocabulary = new Vocabulary();
  const ids = vocabulary.numbersOf(words);
  for (const id of ids) vocabulary.countFaq([[id]]);
  const meanings = new Float32Array(vocabulary.size * DIMENSIONS);
  words.forEach((word, i) => {
    const vector = WordVectors.shared().vectorOf(word);
    if (vector) meanings.set(vector, ids[i] * DIMENSIONS);
  });
  return {
    vocabulary,
    meanings,
    setOf: (some: string[]) => vocabulary.setOf(vocabulary.numbersOf(some)),
  };
}

function nearnessOf(message: string[], faqs: ReturnType<typeof faqWords>, floor = 0.5) {
  return new WordNearness(
    faqs.vocabulary,
    faqs.meanings,
    message.map((word) => faqs.vocabulary.faqIdOf(word)),
    message.map((word) => WordVectors.shared().vectorOf(word)),
    floor,
    () => 1,
  );
}

describe('WordNearness', () => {
  const faqs = faqWords(['price', 'delivery', 'returns']);
  const question = faqs.setOf(['price', 'delivery']);
  const answer = faqs.setOf(['returns']);

  it('credits a message word the FAQ lacks by how near in meaning an FAQ word is', () => {
    // "cost" is near "price" (cosine about 0.7); "mower" is near no word of the FAQ.
    const share = nearnessOf(['cost', 'mower'], faqs).messageShare(question, answer);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.5);
  });

  it('counts a word the FAQ uses in full, in its question or its answer', () => {
    expect(nearnessOf(['price', 'returns'], faqs).messageShare(question, answer)).toBe(1);
  });

  it('credits nothing at the floor or below', () => {
    expect(nearnessOf(['cost', 'mower'], faqs, 0.95).messageShare(question, answer)).toBe(0);
  });

  it('reads the way of asking the other way round: how much of it the message says', () => {
    const asked = nearnessOf(['price', 'mower'], faqs).askedShare(question);
    // "price" in full, "delivery" not at all.
    expect(asked).toBeCloseTo(0.5);
    expect(nearnessOf(['cost'], faqs).askedShare(question)).toBeGreaterThan(0);
    expect(nearnessOf(['mower'], faqs).askedShare(question)).toBe(0);
  });

  it('gives a word without a vector no credit, and no error', () => {
    expect(nearnessOf(['zzxqv'], faqs).messageShare(question, answer)).toBe(0);
  });
});

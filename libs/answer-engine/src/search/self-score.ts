import type { TermSet, Vocabulary } from './indexes/vocabulary';

/**
 * About what an FAQ would score for its own question (BM25's IDF of each question term,
 * boosted as the question field is): what a perfect match looks like. From the term statistics,
 * so no extra search; at least 1.
 */
export function selfScoreOf(
  question: TermSet,
  vocabulary: Vocabulary,
  faqs: number,
  questionBoost: number,
): number {
  let score = 0;
  for (const id of vocabulary.termsIn(question)) {
    const frequency = vocabulary.frequency(id);
    score += questionBoost * Math.log(1 + (faqs - frequency + 0.5) / (frequency + 0.5));
  }
  return Math.max(score, 1);
}

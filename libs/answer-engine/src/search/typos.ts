import { distance } from 'fastest-levenshtein';
import type { TermIndexOptions } from './indexes/term-index';
import type { SearchWeights } from './search-weights';

/** One typo in words of 5+ letters, two from 9 ("play" must not find "pay"). */
export function maxEdits(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

export function isTypoOf(typo: string, term: string): boolean {
  return distance(typo, term) <= maxEdits(typo);
}

/** How the term index matches terms, from the search weights. */
export function termOptions(weights: SearchWeights): TermIndexOptions {
  return {
    questionBoost: weights.questionBoost,
    maxEdits,
    fuzzyWeight: weights.fuzzyWeight,
    k1: weights.bm25K1,
    b: weights.bm25B,
    delta: weights.bm25Delta,
  };
}

import type { FaqText } from '../search/faq-text';
import type { HitSignals } from '../search/search-hit';
import type { Candidate } from './decision';

/** What the ranking read of a middling candidate, for tests of what is done with it. */
export const fixtureSignals: HitSignals = {
  asked: 0.5,
  letters: 0,
  unknown: 0,
  missing: 0,
  meaning: 0.5,
  answerWords: 0.5,
  questionWords: 0.5,
  allWords: 0.5,
  nearWords: 0.5,
  nearAsked: 0.5,
  kindsMatch: 0,
  kindsClash: 0,
};

/** A candidate FAQ for tests of what is done with a decision (not built into dist). */
export const candidate = (faq: FaqText, probability = 0.9): Candidate => ({
  faq,
  score: 9,
  coverage: 0.7,
  confidence: 0.7,
  ways: 1,
  signals: fixtureSignals,
  probability,
});

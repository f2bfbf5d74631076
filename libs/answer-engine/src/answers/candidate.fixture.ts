import type { FaqText } from '../search/faq-text';
import type { Candidate } from './decision';

/** A candidate FAQ for tests of what is done with a decision (not built into dist). */
export const candidate = (faq: FaqText, probability = 0.9): Candidate => ({
  faq,
  score: 9,
  coverage: 0.7,
  confidence: 0.7,
  ways: 1,
  signals: {
    ...{ asked: 0.7, letters: 0.5, unknown: 0, missing: 0, meaning: 0.5 },
    ...{ answerWords: 0.5, questionWords: 0.5, allWords: 0.5, kindsMatch: 0, kindsClash: 0 },
  },
  probability,
});

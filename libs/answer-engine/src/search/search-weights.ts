/**
 * The weights FaqSearch ranks and scores by, in one object so the calibration tool
 * (`npm run eval -- --calibrate`) can sweep them and tests can pin them. Chosen on dev halves
 * only; docs/answer-engine.md names the sets.
 */
export interface SearchWeights {
  /** The question field counts this many times the answer in BM25. */
  questionBoost: number;
  /** A fuzzy (typo) match counts this share of an exact one in BM25. */
  fuzzyWeight: number;
  /** IDF given to a message term no FAQ uses: "do you deliver pizza" stays unlike shipping. */
  unknownTermWeight: number;
  /** Confidence lost per share of the message's terms that no FAQ uses. */
  unknownSharePenalty: number;
  /**
   * BM25's best this many per FAQ's worth of entries are re-ranked by confidence (each
   * phrasing repeats its FAQ's answer, so a few FAQs' entries must not take every place).
   */
  candidates: number;
  /** Questions most alike in letters (typos, run-together words) are candidates too. */
  gramCandidates: number;
  gramWeight: number;
  /**
   * Other FAQs with the same answer among the candidates add these shares of their confidence
   * (a vote of the nearest neighbours, decaying). An FAQ's own phrasings do not vote for it:
   * a set with phrasings would otherwise score higher than one without, and the thresholds
   * would mean different things for the two.
   */
  otherPhrasingWeights: number[];
  /**
   * The share of confidence a hit keeps however little of its way of asking the message uses.
   * A one-word message that matches one word of a longer question ("where do you live" and
   * "live chat with an agent") is weak evidence either way.
   */
  askedShareFloor: number;
  /**
   * A message with more content terms than lengthBoostFrom gains this much confidence per
   * e-fold of its length: customers who tell a story around their question use many words no
   * FAQ accounts for, though the FAQ is no less right.
   */
  lengthBoost: number;
  lengthBoostFrom: number;
  /**
   * Closeness in meaning (word vectors) moves confidence by this much per unit of cosine away
   * from meaningCentre, a usual cosine for a message and an FAQ it does not answer: words the
   * synonym table lacks still count ("busted" and "broken").
   */
  meaningWeight: number;
  meaningCentre: number;
  /**
   * A word of the message and a word of the FAQ count as the same by how far their word
   * vectors' cosine is above this floor ("sticks" and "clubs"; nothing at the floor or below).
   * Feeds the answer probability only, not the confidence.
   */
  nearWordFloor: number;
  /** Share of a term's weight earned when the FAQ has it only in its answer. */
  answerTermShare: number;
  /** Share of a term's weight earned by a fuzzy (typo) match. */
  typoTermShare: number;
  /**
   * BM25+ in the term index: how soon repeats of a term stop counting (k1), how much a long
   * way of asking is marked down (b), and what any match earns however long (delta).
   * MiniSearch's defaults, which the confidence and the bands were first set on.
   */
  bm25K1: number;
  bm25B: number;
  bm25Delta: number;
}

export const DEFAULT_SEARCH_WEIGHTS: SearchWeights = {
  questionBoost: 3,
  fuzzyWeight: 0.6,
  unknownTermWeight: 1.65,
  unknownSharePenalty: 0.5,
  candidates: 30,
  gramCandidates: 10,
  gramWeight: 0.3,
  otherPhrasingWeights: [0.3, 0.1],
  askedShareFloor: 0.5,
  lengthBoost: 0.6,
  lengthBoostFrom: 4,
  meaningWeight: 0.2,
  meaningCentre: 0.72,
  nearWordFloor: 0.5,
  answerTermShare: 0.6,
  typoTermShare: 0.5,
  bm25K1: 1.2,
  bm25B: 0.7,
  bm25Delta: 0.5,
};

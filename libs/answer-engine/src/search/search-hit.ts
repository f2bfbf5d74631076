import type { WordNearness } from './word-nearness';
import type { FaqText } from './faq-text';

/** What a search finds: a candidate FAQ for a message, with the figures it was ranked by. */
export interface SearchHit {
  faq: FaqText;
  /** BM25 score from the index (question boosted above answer). */
  score: number;
  /** 0..1: how much of the question's information the FAQ accounts for (IDF-weighted). */
  coverage: number;
  /**
   * What the answer engine's thresholds are set on and hits are ranked by: coverage times BM25
   * strength (log score relative to about what the FAQ's own question would score, so it means
   * the same whatever the number of FAQs) times how much of the FAQ's way of asking the message
   * asks about, plus 0.3 of the letter-gram similarity of the questions, less half the share of
   * the message's words no FAQ uses at all. Form and weights chosen on the dev half of the
   * evaluation set (`npm run eval -- --calibrate`) and the HINT3 Curekart and Powerplay11 bots.
   */
  confidence: number;
  /**
   * How many ways of asking the hit's answer the index holds: the questions and phrasings of
   * every FAQ with that answer.
   */
  ways: number;
  /** What the confidence was made of, for the answer engine's probability model. */
  signals: HitSignals;
  /**
   * The message a visitor taught the FAQ that matched best, if any (LearnedMessage.id): what a
   * "not helpful" vote counts against. The hit's own figures stay those of the FAQ's own ways
   * of asking; the learned match is evidence beside them (`learned`), with a weight of its own
   * in the answer probability.
   */
  learnedId?: number;
  learned?: LearnedMatch;
  /** The message is, word for word, one a visitor taught this FAQ by picking it. */
  repeated?: boolean;
  /**
   * Found only through a message a visitor taught it: the shop's own words did not bring the
   * FAQ up, so even its own reading is evidence visitors gave and weighs as theirs does.
   */
  reachedByLearning?: boolean;
}

/** What the answer probability reads of a hit beside its confidence, each 0..1. */
export interface HitSignals {
  /** IDF-weighted share of the FAQ's way of asking that the message uses. */
  asked: number;
  /** Letter-gram similarity of the message and the FAQ's way of asking. */
  letters: number;
  /** Share of the message's terms that no FAQ uses. */
  unknown: number;
  /**
   * The most telling message term the FAQ lacks, as a share of the rarest a term can be
   * ("lawn mowers" in a question that otherwise matches the shop's delivery FAQ).
   */
  missing: number;
  /** How close in meaning (word vectors' cosine) the message is to the FAQ's way of asking. */
  meaning: number;
  /**
   * IDF-weighted share of the message's plain words (no synonyms folded) that the FAQ's answer
   * uses: a visitor names what the answer lists ("cash", "courier", "serrated").
   */
  answerWords: number;
  /** The same share in this way of asking's own plain words. */
  questionWords: number;
  /** The same share in the way of asking and the answer together. */
  allWords: number;
  /** allWords, with words near in meaning credited by how near (word vectors). */
  nearWords: number;
  /** asked, over plain words, with words near in meaning credited by how near. */
  nearAsked: number;
  /** 1 if the message and the way of asking ask for the same kind of thing (questionKinds). */
  kindsMatch: number;
  /** 1 if both ask for a kind of thing, and not the same. */
  kindsClash: number;
}

/** How a message a visitor taught an FAQ matched: its entry's figures, as a hit's are. */
export type LearnedMatch = Pick<SearchHit, 'score' | 'coverage' | 'confidence' | 'signals'>;

/** An entry scored for a message (one way of asking an FAQ, by its number in the index). */
export interface ScoredEntry {
  faq: number;
  learnedId?: number;
  score: number;
  coverage: number;
  confidence: number;
  signals: HitSignals;
}

/** What a search knows of the message, for scoring each entry. */
export interface MessageTerms {
  terms: string[];
  /** The terms' numbers as the FAQs know them: undefined for a word no FAQ uses. */
  shopIds: (number | undefined)[];
  /** The same, with words only visitors' learned messages use numbered too. */
  taughtIds: (number | undefined)[];
  /** The message's distinct plain words, numbered as the FAQs' plain words are (or undefined). */
  plainIds: (number | undefined)[];
  /** How near in meaning each FAQ's words are to the message's. */
  nearness: WordNearness;
  /** What the message asks for (questionKinds). */
  kinds: number;
  meaningOf: (entryId: number) => number;
}

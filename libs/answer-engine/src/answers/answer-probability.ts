import type { SearchHit } from '../search/search-hit';
import MODEL from './answer-probability.json';

/**
 * What the answer engine knows of a candidate FAQ for a message, as numbers for a logistic
 * model of P(this FAQ is the one the visitor means). The ranking's own confidence is the
 * strongest; the rest say why it may mislead: a lead over the runner-up, in words and in
 * meaning, how much of the message and of the FAQ's question the two share, words no FAQ uses,
 * an answer known more than one way. A few bends of the same figures (the confidence squared,
 * the two shares together) let a straight logistic model follow where they stop adding up.
 * The learned features describe a reading through a message a visitor taught the FAQ (see
 * readingsOf).
 */
export const FEATURES = [
  'confidence',
  'lead',
  'coverage',
  'asked',
  'unknown',
  'missing',
  'topByScore',
  'coverageLead',
  'meaningLead',
  'letters',
  'scoreLead',
  'coverageAsked',
  'confidenceSquared',
  'answerWords',
  'answerWordsLead',
  'questionWords',
  'questionWordsLead',
  'allWords',
  'allWordsLead',
  'nearWords',
  'nearWordsLead',
  'nearAsked',
  'nearAskedLead',
  'kindsMatch',
  'kindsClash',
  'manyWays',
  'confidenceManyWays',
  'leadManyWays',
  'learned',
  'learnedConfidence',
  'learnedAsked',
  'learnedUnknown',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Zero but in the reading through a learned message: fitted apart, on warm replays. */
export const LEARNED_FEATURES: Feature[] = [
  'learned',
  'learnedConfidence',
  'learnedAsked',
  'learnedUnknown',
];

/**
 * How close in meaning the message is to the candidate, from an embedding model (the cosine of
 * the message and the FAQ's nearest text, and its lead over the other candidates'): read only
 * when EMBEDDING_MODEL is set. Their weights can only be fitted with a real model
 * (`npm run eval -- --model`); until then the model has none and they change nothing.
 */
export const MEANING_FEATURES = ['cosine', 'cosineLead'] as const;
export type MeaningFeature = (typeof MEANING_FEATURES)[number];

export interface ProbabilityModel {
  intercept: number;
  coefficients: Record<Feature, number>;
  /** Weights of the meaning features; absent: zero (no model fitted them). */
  meaning?: Partial<Record<MeaningFeature, number>>;
  /**
   * Added to the logit of every reading through a learned message: how much less a visitor's
   * message is trusted than the fit alone would (chosen on the warm dev halves so that
   * learning adds answers without adding wrong ones; see the fitting tool).
   */
  taughtOffset: number;
}

/**
 * The fitted model: `npm run eval -- --fit` (tools/eval/fit-answer-probability.js), on dev
 * data only; docs/answer-engine.md names the sets.
 */
export const ANSWER_PROBABILITY: ProbabilityModel = MODEL;

type Figures = Pick<SearchHit, 'score' | 'coverage' | 'confidence' | 'signals'>;

/**
 * The feature values of hits[i] among the candidates for one message, read through its own
 * ways of asking or, with `taught`, through the message a visitor taught it (hit.learned).
 * Leads are always against the other candidates' own readings.
 */
export function featuresOf(hits: SearchHit[], i: number, taught = false): Record<Feature, number> {
  const hit = hits[i];
  const reading: Figures = taught && hit.learned ? hit.learned : hit;
  const others = hits.filter((_, j) => j !== i);
  /**
   * How far ahead of the best other candidate this one is on one figure (negative: behind),
   * the others counted from zero: a weak match among unrelated FAQs leads by no more than it
   * matches ("do you repair lawn mowers" brushing one FAQ's "repair").
   */
  const leadOn = (value: (candidate: Figures) => number) =>
    value(reading) - Math.max(0, ...others.map(value));
  const lead = leadOn((candidate) => candidate.confidence);
  const manyWays = hit.ways > 1;
  const learned = taught && hit.learned !== undefined;
  return {
    confidence: reading.confidence,
    lead,
    coverage: reading.coverage,
    asked: reading.signals.asked,
    unknown: reading.signals.unknown,
    missing: reading.signals.missing,
    topByScore: others.every((other) => other.score <= reading.score) ? 1 : 0,
    coverageLead: leadOn((candidate) => candidate.coverage),
    // Closer in meaning than the other candidates (word vectors): the confidence counts the
    // closeness, not how it compares.
    meaningLead: leadOn((candidate) => candidate.signals.meaning),
    // How alike the letters are (typos, run-together words), apart from the confidence's share.
    letters: reading.signals.letters,
    // BM25's own lead, in log terms: the confidence's lead is scaled by each FAQ's self-score.
    scoreLead: Math.log1p(reading.score) - Math.log1p(Math.max(0, ...others.map((o) => o.score))),
    // The message and the FAQ's question each mostly accounted for by the other.
    coverageAsked: reading.coverage * reading.signals.asked,
    confidenceSquared: reading.confidence ** 2,
    // The answer's own words, unfolded: what a visitor names that the answer lists, and by how
    // much more than the other candidates' answers.
    answerWords: reading.signals.answerWords,
    answerWordsLead: leadOn((candidate) => candidate.signals.answerWords),
    questionWords: reading.signals.questionWords,
    questionWordsLead: leadOn((candidate) => candidate.signals.questionWords),
    allWords: reading.signals.allWords,
    allWordsLead: leadOn((candidate) => candidate.signals.allWords),
    nearWords: reading.signals.nearWords,
    nearWordsLead: leadOn((candidate) => candidate.signals.nearWords),
    nearAsked: reading.signals.nearAsked,
    nearAskedLead: leadOn((candidate) => candidate.signals.nearAsked),
    kindsMatch: reading.signals.kindsMatch,
    kindsClash: reading.signals.kindsClash,
    manyWays: manyWays ? 1 : 0,
    // An answer with phrasings scores higher for the same evidence: slopes of its own.
    confidenceManyWays: manyWays ? reading.confidence : 0,
    leadManyWays: manyWays ? lead : 0,
    // A visitor's message is not the shop's wording: stories match loosely.
    learned: learned ? 1 : 0,
    learnedConfidence: learned ? reading.confidence : 0,
    learnedAsked: learned ? reading.signals.asked : 0,
    // Words no FAQ and no visitor ever used: what the taught message cannot vouch for.
    learnedUnknown: learned ? reading.signals.unknown : 0,
  };
}

/** The model's logit for one set of feature values. */
export function logitOf(features: Record<Feature, number>, model = ANSWER_PROBABILITY): number {
  let z = model.intercept;
  for (const name of FEATURES) z += model.coefficients[name] * features[name];
  return z;
}

/** A hit's probability, whether the reading through a learned message gave it, and its own. */
export interface Reading {
  probability: number;
  throughLearned: boolean;
  /** Through the shop's own ways of asking alone: what the reply would be without learning. */
  ownProbability: number;
}

const logistic = (logit: number) => 1 / (1 + Math.exp(-logit));

/**
 * P(right) of each hit, in the hits' order: the likelier of its two readings, through the
 * shop's own words and through what a visitor taught it. So learning never makes an answer the
 * FAQs give on their own less likely, and a message typed as a visitor taught it reads as
 * strongly as a question the shop wrote, less what the fit says such evidence is worth.
 */
export function readingsOf(
  hits: SearchHit[],
  model = ANSWER_PROBABILITY,
  cosines?: (number | undefined)[],
): Reading[] {
  return hits.map((hit, i) => {
    const meaning = cosines ? meaningLogitOf(cosines, i, model) : 0;
    const own = logitOf(featuresOf(hits, i), model) + meaning;
    const taught = hit.learned
      ? logitOf(featuresOf(hits, i, true), model) + model.taughtOffset + meaning
      : -Infinity;
    // Without what visitors taught the FAQ would not be a candidate at all: nothing of its
    // reply is the shop's own words' doing, so even they weigh as a lesson does.
    const reached = hit.reachedByLearning === true;
    return {
      probability: logistic(Math.max(reached ? own + model.taughtOffset : own, taught)),
      throughLearned: reached || taught > own,
      ownProbability: reached ? 0 : logistic(own),
    };
  });
}

/**
 * What closeness in meaning adds to hits[i]'s logit, given each candidate's cosine (undefined:
 * the FAQ has no vector yet, read as no evidence either way).
 */
export function meaningLogitOf(
  cosines: (number | undefined)[],
  i: number,
  model = ANSWER_PROBABILITY,
): number {
  const weights = model.meaning;
  const cosine = cosines[i];
  if (!weights || cosine === undefined) return 0;
  const others = cosines.filter((other, j) => j !== i && other !== undefined) as number[];
  const cosineLead = cosine - Math.max(0, ...others);
  return (weights.cosine ?? 0) * cosine + (weights.cosineLead ?? 0) * cosineLead;
}

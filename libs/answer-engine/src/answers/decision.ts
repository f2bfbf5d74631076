import type { SearchHit } from '../search/search-hit';
import type { FaqText } from '../search/faq-text';
import type { Thresholds } from './answer-engine';
import type { SmallTalk } from './small-talk';

/**
 * A candidate FAQ with the probability that it is the one meant, and how close in meaning the
 * message is to it when an embedding model is configured.
 */
export type Candidate = SearchHit & {
  probability: number;
  /** Set where a learned message lifted the probability: the shop's own words' alone. */
  ownProbability?: number;
  cosine?: number;
};

export type Decision =
  | { kind: 'small-talk'; smallTalk: SmallTalk }
  | { kind: 'confident' | 'unsure'; hit: Candidate; related: FaqText[]; followUp: boolean }
  | { kind: 'none'; nearest: FaqText[]; score: number | null };

/** Letter-gram similarity from which a candidate is like the message without a word in common. */
const LETTERS_ALIKE = 0.5;
/** Buttons under an unsure answer or a decline: three, four when the fourth is close. */
export const MAX_OFFERED = 4;

/**
 * The bands: answer the likeliest candidate when probable enough (with the runners-up as
 * buttons when unsure, or when one comes close to a confident answer), otherwise decline and
 * offer the likeliest. Apart from the engine so the calibration can sweep thresholds over
 * candidates computed once.
 */
export function decisionAmong(
  candidates: Candidate[],
  followUp: boolean,
  thresholds: Thresholds,
): Decision {
  const decision = decisionByProbability(candidates, followUp, thresholds);
  if (candidates[0]?.repeated || !candidates.some((c) => c.ownProbability !== undefined))
    return decision;
  // What visitors taught may add a button but not take one away: the reply the shop's own
  // words give keeps its answer and buttons among this reply's buttons.
  const own = candidates
    .map(({ ownProbability, ...candidate }) => ({
      ...candidate,
      probability: ownProbability ?? candidate.probability,
    }))
    .sort((a, b) => b.probability - a.probability);
  return keepingOffersOf(decision, decisionByProbability(own, followUp, thresholds));
}

function decisionByProbability(
  candidates: Candidate[],
  followUp: boolean,
  thresholds: Thresholds,
): Decision {
  const { confident, related, minConfidence } = thresholds;
  const [best, ...rest] = candidates;
  const answerable = best && (best.repeated || readingConfidenceOf(best) >= minConfidence);
  if (answerable && best.probability >= confident) {
    const close = rest.filter((candidate) => candidate.probability >= related);
    return { kind: 'confident', hit: best, related: offered(close, thresholds), followUp };
  }
  const unsure = best && best.ways > 1 ? thresholds.unsureManyWays : thresholds.unsure;
  if (answerable && best.probability >= unsure)
    return { kind: 'unsure', hit: best, related: offered(rest, thresholds), followUp };
  return declineOffering(candidates, thresholds);
}

/**
 * The confidence behind a candidate's probability: what a visitor taught counts only where the
 * reading through it gave the probability, so learning cannot lift an answer the shop's own
 * words left too weak.
 */
function readingConfidenceOf(candidate: Candidate): number {
  // Only a reply through a learned message carries the probability its own words gave.
  const throughLearned = candidate.ownProbability !== undefined;
  const taught = throughLearned ? candidate.learned?.confidence : undefined;
  return Math.max(candidate.confidence, taught ?? -Infinity);
}

/** A decline that offers the likeliest candidates as buttons. */
export function declineOffering(candidates: Candidate[], thresholds: Thresholds): Decision {
  return {
    kind: 'none',
    nearest: offered(candidates, thresholds),
    score: candidates[0]?.probability ?? null,
  };
}

/** The FAQs a decision offers as buttons: an answer's related questions, a decline's nearest. */
export function buttonsOf(decision: Decision): FaqText[] {
  if (decision.kind === 'confident' || decision.kind === 'unsure') return decision.related;
  return decision.kind === 'none' ? decision.nearest : [];
}

/** The decision with other buttons: `choose` gets its buttons and the FAQ it answers, if any. */
export function withButtons(
  decision: Decision,
  choose: (buttons: FaqText[], answered?: FaqText) => FaqText[],
): Decision {
  if (decision.kind === 'confident' || decision.kind === 'unsure')
    return { ...decision, related: choose(decision.related, decision.hit.faq) };
  if (decision.kind === 'none') return { ...decision, nearest: choose(decision.nearest) };
  return decision;
}

/**
 * The decision with the other's answer and buttons among its buttons, up to the most: those
 * stay, its own fill the room left, in its own order.
 */
function keepingOffersOf(decision: Decision, other: Decision): Decision {
  const answered = other.kind === 'confident' || other.kind === 'unsure' ? [other.hit.faq] : [];
  const offers = [...answered, ...buttonsOf(other)];
  return withButtons(decision, (buttons, answer) => {
    const kept = offers.filter((faq) => faq.id !== answer?.id);
    const keptIds = new Set(kept.map((faq) => faq.id));
    const room = Math.max(0, MAX_OFFERED - kept.length);
    const added = new Set(buttons.filter((faq) => !keptIds.has(faq.id)).slice(0, room));
    const shownIds = new Set(buttons.map((faq) => faq.id));
    return [
      ...buttons.filter((faq) => keptIds.has(faq.id) || added.has(faq)),
      ...kept.filter((faq) => !shownIds.has(faq.id)),
    ].slice(0, MAX_OFFERED);
  });
}

/**
 * The buttons: the likeliest candidates above the floor, three, or four when the fourth is
 * within `close` of the third.
 */
function offered(candidates: Candidate[], { suggest, close }: Thresholds): FaqText[] {
  const likely = candidates.filter(
    (candidate) => candidate.probability >= suggest && sharesWords(candidate),
  );
  const count =
    likely.length >= MAX_OFFERED &&
    likely[MAX_OFFERED - 2].probability - likely[MAX_OFFERED - 1].probability <= close
      ? MAX_OFFERED
      : MAX_OFFERED - 1;
  return likely.slice(0, count).map((candidate) => candidate.faq);
}

/**
 * Whether a candidate has anything to do with the message in words: a term in common (a typo
 * counting as the word), or letters much alike. One found only by short shared letters ("do
 * you ...") is unrelated, however the rest scored.
 */
function sharesWords(candidate: Candidate): boolean {
  return candidate.coverage > 0 || candidate.signals.letters >= LETTERS_ALIKE;
}

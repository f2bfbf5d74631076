import type { Decision } from '../answers/decision';
import type { FaqText } from '../search/faq-text';
import type { ModelPick } from './parse-choice';

/** An unsure decision: the engine's best candidate, answered with the runners-up as buttons. */
export type UnsureDecision = Extract<Decision, { kind: 'confident' | 'unsure' }> & {
  kind: 'unsure';
};

export function isUnsure(decision: Decision): decision is UnsureDecision {
  return decision.kind === 'unsure';
}

/** The FAQs an unsure decision had in mind, likeliest first: its answer, then its buttons. */
export function candidatesOf(decision: UnsureDecision): FaqText[] {
  return [decision.hit.faq, ...decision.related];
}

/**
 * The reply the model's pick makes of an unsure decision. A picked FAQ is answered as a
 * confident answer is, verbatim, with the other candidates as buttons; "none" is a decline that
 * offers them all. Either way the score stays the engine's probability of its own best, the
 * figure that made it unsure (as a decline keeps it).
 */
export function decisionAfterChoice(decision: UnsureDecision, pick: ModelPick): Decision {
  const candidates = candidatesOf(decision);
  if (pick === 'none') {
    return { kind: 'none', nearest: candidates, score: decision.hit.probability };
  }
  const faq = candidates[pick.candidate];
  // The learned message that carried the engine's best says nothing of another FAQ.
  const hit =
    faq === decision.hit.faq
      ? decision.hit
      : { ...decision.hit, faq, learnedId: undefined, learned: undefined, repeated: undefined };
  return {
    kind: 'confident',
    hit,
    related: candidates.filter((candidate) => candidate !== faq),
    followUp: decision.followUp,
  };
}

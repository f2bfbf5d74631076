import { Decision } from '../answers/decision';
import { candidate } from '../answers/candidate.fixture';
import { faq } from '../search/faq.fixture';
import { decisionAfterChoice, UnsureDecision } from './decision-after-choice';

const FITTING = faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.');
const FITTING_COST = faq(8, 'How much does a club fitting cost?', 'A full bag fitting costs $150.');
const RETURNS = faq(12, 'What is your return policy?', 'Returns within 30 days.');

const unsure: UnsureDecision = {
  kind: 'unsure',
  hit: { ...candidate(FITTING, 0.5), learnedId: 41 },
  related: [FITTING_COST, RETURNS],
  followUp: false,
};

describe('decisionAfterChoice', () => {
  it("answers the engine's best as a sure answer when the model picks it", () => {
    expect(decisionAfterChoice(unsure, { candidate: 0 })).toEqual({
      kind: 'confident',
      hit: unsure.hit,
      related: [FITTING_COST, RETURNS],
      followUp: false,
    });
  });

  it('answers a runner-up the model picks, the others as buttons, the score the engine had', () => {
    const decision = decisionAfterChoice(unsure, { candidate: 1 }) as Extract<
      Decision,
      { hit: unknown }
    >;
    expect(decision.kind).toBe('confident');
    expect(decision.hit.faq).toBe(FITTING_COST);
    expect(decision.hit.probability).toBe(0.5);
    // A learned message of the engine's best carried nothing of this answer.
    expect(decision.hit.learnedId).toBeUndefined();
    expect(decision.related).toEqual([FITTING, RETURNS]);
  });

  it('declines with every candidate offered when the model says none', () => {
    expect(decisionAfterChoice(unsure, 'none')).toEqual({
      kind: 'none',
      nearest: [FITTING, FITTING_COST, RETURNS],
      score: 0.5,
    });
  });
});

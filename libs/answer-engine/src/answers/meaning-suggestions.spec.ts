import { AnswerEngine } from './answer-engine';
import { Decision } from './decision';
import { ANSWER_PROBABILITY } from './answer-probability';
import { MessageMeaning } from './message-meaning';
import { MEANING_SUGGEST_COSINE, withMeaningSuggestions } from './meaning-suggestions';
import { FaqSearch } from '../search/faq-search';
import { faq } from '../search/faq.fixture';
import { candidate } from './candidate.fixture';
import { policy } from './answer-policy.fixture';

const RETURNS = faq(1, 'What is your return policy?', 'Within 30 days for a full refund.');
const SHIPPING = faq(2, 'How much does shipping cost?', 'Free over $75.');
const REPAIRS = faq(3, 'Do you fix flat tyres?', 'Yes, a tube and fitting is $15.');
const FITTING = faq(4, 'Do you offer club fitting?', 'Yes, book one in store.');
const FAQS = [RETURNS, SHIPPING, REPAIRS, FITTING];

/** What an embedding model might say: each FAQ's cosine as given, the rest far. */
function meaning(cosines: Record<number, number>): MessageMeaning {
  const nearest = Object.entries(cosines)
    .map(([id, cosine]) => ({ faq: FAQS.find((entry) => entry.id === Number(id))!, cosine }))
    .sort((a, b) => b.cosine - a.cosine);
  return { cosineOf: (id) => cosines[id], nearest };
}

describe('FAQs found by meaning', () => {
  it('offers the nearest in meaning on a decline, fused with the lexical buttons', () => {
    const declined: Decision = { kind: 'none', nearest: [SHIPPING, FITTING], score: 0.2 };
    const decision = withMeaningSuggestions(declined, meaning({ 3: 0.8, 2: 0.6 }));
    // Shipping is on both lists; the flat-tyre FAQ no word led to comes next.
    expect(decision).toMatchObject({ kind: 'none', nearest: [SHIPPING, REPAIRS, FITTING] });
  });

  it('offers nothing below the cosine floor, and never the FAQ it answers with', () => {
    const unsure: Decision = {
      kind: 'unsure',
      hit: candidate(RETURNS, 0.7),
      related: [SHIPPING],
      followUp: false,
    };
    const far = withMeaningSuggestions(unsure, meaning({ 3: MEANING_SUGGEST_COSINE - 0.01 }));
    expect(far).toEqual(unsure);
    const near = withMeaningSuggestions(unsure, meaning({ 1: 0.9, 3: 0.7 }));
    expect(near).toMatchObject({ related: [SHIPPING, REPAIRS] });
  });

  it('leaves a confident answer and small talk as they are', () => {
    const confident: Decision = {
      kind: 'confident',
      hit: candidate(RETURNS, 0.9),
      related: [],
      followUp: false,
    };
    expect(withMeaningSuggestions(confident, meaning({ 3: 0.9 }))).toBe(confident);
  });

  it('answers as the lexical engine does while the cosine has no fitted weight', () => {
    const engine = new AnswerEngine(new FaqSearch(FAQS), policy());
    for (const message of ['what is your return policy', 'shipping cost?', 'my tyre is punctured'])
      expect(engine.decide(message, {}, meaning({}))).toEqual(engine.decide(message));
    const punctured = engine.decide('my tyre is punctured', {}, meaning({ 3: 0.8 }));
    expect(punctured.kind === 'none' && punctured.nearest.map((entry) => entry.id)).toContain(3);
  });

  it('reads the cosine as a feature once a model gives it a weight', () => {
    const weighted = { ...ANSWER_PROBABILITY, meaning: { cosine: 4 } };
    const plain = new AnswerEngine(new FaqSearch(FAQS), policy());
    const withCosine = new AnswerEngine(
      new FaqSearch(FAQS),
      policy({}, { answerProbability: weighted }),
    );
    const message = 'how much is shipping';
    const [before] = plain.candidatesOf(message);
    const [after] = withCosine.candidatesOf(message, undefined, meaning({ 2: 0.9 }));
    expect(after.faq.id).toBe(2);
    expect(after.cosine).toBe(0.9);
    expect(after.probability).toBeGreaterThan(before.probability);
  });
});

import { AnswerEngine, DEFAULT_THRESHOLDS } from './answer-engine';
import { FaqSearch } from '../search/faq-search';
import { faq } from '../search/faq.fixture';

const FAQS = [
  faq(
    1,
    'What is your return policy?',
    'Unused items can be returned within 30 days for a full refund.',
  ),
  faq(2, 'How much does shipping cost?', 'Standard shipping is free over $75.'),
  faq(
    3,
    'Do you ship internationally?',
    'We ship to Canada, the UK and Europe; international rates apply.',
  ),
  faq(4, 'Do you offer club fitting?', 'Yes, book a fitting with a launch monitor at any store.'),
  faq(
    6,
    'How much does a club fitting cost?',
    'A full-bag fitting is $150, refunded when you buy.',
  ),
  faq(5, 'How can I track my order?', 'Use the tracking link in your shipping email.'),
  faq(
    7,
    'Do you regrip clubs, and how much does it cost?',
    'Yes, regripping is $4 per club plus the grip.',
  ),
];

describe('AnswerEngine', () => {
  const engine = new AnswerEngine(new FaqSearch(FAQS), {
    ...DEFAULT_THRESHOLDS,
    confident: 0.7,
    unsure: 0.5,
  });

  it("answers customers' own wording: synonyms, texting forms, typos", () => {
    for (const [message, id] of [
      ['i want to send it back', 1],
      ['wheres my order', 5],
      ['do u offer fittings', 4],
      ['shiping cost?', 2],
    ] as const) {
      const decision = engine.decide(message);
      const answered = decision.kind === 'confident' || decision.kind === 'unsure';
      expect([message, answered && decision.hit.faq.id]).toEqual([message, id]);
    }
  });

  it('is as sure of a match in a shop with three FAQs as in one with hundreds', () => {
    const filler = Array.from({ length: 300 }, (_, i) =>
      faq(100 + i, `Question about item ${i} number ${i * 7}?`, `Answer for item ${i}.`),
    );
    const small = new AnswerEngine(new FaqSearch(FAQS.slice(0, 3)));
    const large = new AnswerEngine(new FaqSearch([...FAQS, ...filler]));
    for (const engineUnderTest of [small, large]) {
      const decision = engineUnderTest.decide('what is your return policy');
      expect(decision.kind === 'confident' && decision.hit.faq.id).toBe(1);
    }
  });

  it('finds the question inside a story: its clause speaks for the message', () => {
    const decision = engine.decide(
      'the putter i got for my birthday from my wife, honestly it has not helped my scores at all, no idea what to do with it now. can i send it back',
    );
    expect(decision.kind === 'confident' && decision.hit.faq.id).toBe(1);
  });

  it('declines what no FAQ answers, naming the nearest topics', () => {
    const decision = engine.decide('do you sell pizza and hotel rooms');
    expect(decision.kind).toBe('none');
    if (decision.kind !== 'none') return;
    // Whatever the index found nearest, best first, at most three, none above the thresholds.
    expect(decision.nearest.length).toBeGreaterThan(0);
    expect(decision.nearest.length).toBeLessThanOrEqual(3);
    for (const topic of decision.nearest) expect(FAQS.map((f) => f.id)).toContain(topic.id);
    expect(decision.score ?? 0).toBeLessThan(DEFAULT_THRESHOLDS.unsure);
    // A decline on an FAQ-shaped question names the FAQ it is closest to first.
    const near = engine.decide('do you sell shipping boxes for pizza');
    expect(near.kind).toBe('none');
    if (near.kind === 'none') expect(near.nearest[0].id).toBe(2);
  });

  it('handles small talk without the index', () => {
    expect(engine.decide('thanks!')).toEqual({ kind: 'small-talk', smallTalk: 'thanks' });
  });

  it("asks for a person with the shop's own FAQ on it, else with the configured contact", () => {
    expect(engine.decide('can i talk to a real person')).toEqual({
      kind: 'small-talk',
      smallTalk: 'human',
    });
    const withContactFaq = new AnswerEngine(
      new FaqSearch([
        ...FAQS,
        faq(8, 'How can I talk to a real person?', 'Call 555-0100, 9am to 5pm, or email us.'),
      ]),
      {
        ...DEFAULT_THRESHOLDS,
        confident: 0.7,
        unsure: 0.5,
      },
    );
    const decision = withContactFaq.decide('can i talk to a real person');
    expect(decision.kind === 'confident' && decision.hit.faq.id).toBe(8);
  });

  it('reads a short follow-up in the context of the previous question', () => {
    const afterFitting = engine.decide('how much does it cost?', {
      previousQuestion: 'do you do fittings',
      previousFaqId: 4,
    });
    expect(afterFitting.kind === 'confident' && afterFitting.hit.faq.id).toBe(6);
    expect(afterFitting.kind === 'confident' && afterFitting.followUp).toBe(true);
    const afterShipping = engine.decide('and internationally?', {
      previousQuestion: 'how much is shipping',
      previousFaqId: 2,
    });
    expect(afterShipping.kind === 'confident' && afterShipping.hit.faq.id).toBe(3);
  });

  it('follows a pronoun back to the previous question, even when another FAQ has its words', () => {
    // "how much does it cost" is, word for word, part of the regripping question.
    const decision = engine.decide('how much does it cost?', {
      previousQuestion: 'Do you offer club fitting?',
      previousFaqId: 4,
    });
    expect(decision.kind !== 'none' && decision.kind !== 'small-talk' && decision.hit.faq.id).toBe(
      6,
    );
  });

  it('does not use the context when the message stands on its own', () => {
    const decision = engine.decide('how do i track my order', {
      previousQuestion: 'how much is shipping',
    });
    expect(decision.kind === 'confident' && decision.hit.faq.id).toBe(5);
  });

  it('puts an answer between the thresholds in the unsure band, with related questions', () => {
    const lenient = new AnswerEngine(new FaqSearch(FAQS), {
      ...DEFAULT_THRESHOLDS,
      confident: 0.99,
      unsure: 0.1,
    });
    const decision = lenient.decide('return policy for international orders');
    expect(decision.kind).toBe('unsure');
    expect(decision.kind === 'unsure' && decision.related.length).toBeGreaterThan(0);
  });

  describe('an FAQ asked only one way that leads the rest clearly', () => {
    const strict = { ...DEFAULT_THRESHOLDS, confident: 2, unsure: 2, leadFloor: 0.2, lead: 0.2 };
    const message = 'how long does it take to get my order';
    const onlyQuestions = [
      faq(1, 'How long will my order take to arrive?', 'Most orders arrive in 2-4 working days.'),
      faq(2, 'Can I pay with PayPal?', 'Yes, PayPal is accepted at checkout.'),
    ];

    it('is answered as unsure below the unsure threshold', () => {
      const decision = new AnswerEngine(new FaqSearch(onlyQuestions), strict).decide(message);
      expect(decision).toMatchObject({ kind: 'unsure', hit: { faq: { id: 1 } } });
    });

    it('is not, once the FAQ has phrasings (its confidence already says how it is asked)', () => {
      const taught = [
        faq(1, onlyQuestions[0].question, onlyQuestions[0].answer, ['when will it arrive']),
        onlyQuestions[1],
      ];
      const decision = new AnswerEngine(new FaqSearch(taught), strict).decide(message);
      expect(decision.kind).toBe('none');
    });

    it('is not, when another FAQ gives the same answer', () => {
      const shared = [
        ...onlyQuestions,
        faq(3, 'When will my parcel come?', onlyQuestions[0].answer),
      ];
      const decision = new AnswerEngine(new FaqSearch(shared), strict).decide(message);
      expect(decision.kind).toBe('none');
    });
  });
});

import { AnswerEngine, DEFAULT_THRESHOLDS } from './answer-engine';
import { buttonsOf } from './decision';
import { policy } from './answer-policy.fixture';
import { TOPIC_BY_MEANING_COSINE } from './topics-by-meaning';
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
  const engine = new AnswerEngine(new FaqSearch(FAQS), policy({ confident: 0.7, unsure: 0.5 }));

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
    const small = new AnswerEngine(new FaqSearch(FAQS.slice(0, 3)), policy());
    const large = new AnswerEngine(new FaqSearch([...FAQS, ...filler]), policy());
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
      policy({ confident: 0.7, unsure: 0.5 }),
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
    const lenient = new AnswerEngine(new FaqSearch(FAQS), policy({ confident: 0.99, unsure: 0.1 }));
    const decision = lenient.decide('return policy for international orders');
    expect(decision.kind).toBe('unsure');
    expect(decision.kind === 'unsure' && decision.related.length).toBeGreaterThan(0);
  });

  it("gives each candidate a probability, the likeliest first, and the best's as the score", () => {
    const candidates = engine.candidatesOf('how much is shipping to canada');
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      expect(candidate.probability).toBeGreaterThanOrEqual(0);
      expect(candidate.probability).toBeLessThanOrEqual(1);
    }
    const probabilities = candidates.map((candidate) => candidate.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
  });

  it('does not answer an out-of-scope message for sharing a word with an FAQ', () => {
    const withSelling = new AnswerEngine(
      new FaqSearch([...FAQS, faq(9, 'Do you sell used clubs?', 'Yes, in every store.')]),
      policy(),
    );
    for (const message of ['Do you sell lawn mowers?', 'do you ship pizza']) {
      expect([message, withSelling.decide(message).kind]).toEqual([message, 'none']);
    }
  });

  it("declines a job enquiry or another company's service, offering the FAQ its words match", () => {
    for (const [own, elsewhere] of [
      ['how can i track my order', 'how can i track my aliexpress order'],
      ['do you offer club fitting', 'are you hiring for club fitting'],
    ]) {
      expect([own, engine.decide(own).kind]).not.toEqual([own, 'none']);
      const decision = engine.decide(elsewhere);
      expect([elsewhere, decision.kind]).toEqual([elsewhere, 'none']);
      expect(buttonsOf(decision).length).toBeGreaterThan(0);
    }
    const onInstagram = new AnswerEngine(
      new FaqSearch([...FAQS, faq(9, 'Are you on Instagram?', 'Yes, follow us on Instagram.')]),
      policy(),
    );
    expect(onInstagram.decide('are you on instagram').kind).toBe('confident');
    const local = new AnswerEngine(new FaqSearch(FAQS), {
      ...policy(),
      vocabulary: { elsewhere: ['migros'] },
    });
    expect(local.decide('how can i track my order').kind).not.toBe('none');
    expect(local.decide('how can i track my migros order').kind).toBe('none');
  });

  it('offers as buttons FAQs that share words with the message, or else are near in meaning, at most four', () => {
    const message = 'do you sell pizza and hotel rooms';
    const decision = engine.decide(message);
    const byMeaning = new FaqSearch(FAQS).nearestInMeaning(message, 3, TOPIC_BY_MEANING_COSINE);
    expect(decision).toMatchObject({ kind: 'none', nearest: byMeaning });
    const near = engine.decide('fitting cost for a club or shipping cost for it');
    const offered =
      near.kind === 'none' ? near.nearest : near.kind === 'small-talk' ? [] : near.related;
    expect(offered.length).toBeLessThanOrEqual(4);
  });

  it('answers a message typed again after a visitor picked its FAQ for it', () => {
    const message = 'can the wedge be bent a couple of degrees';
    expect(engine.decide(message).kind).toBe('none');
    const learned = FAQS.map((entry) =>
      entry.id === 7 ? { ...entry, learned: [{ id: 41, text: message }] } : entry,
    );
    const taught = new AnswerEngine(new FaqSearch(learned), policy());
    const decision = taught.decide(`${message.toUpperCase()}?`);
    expect(decision).toMatchObject({ kind: 'confident', hit: { faq: { id: 7 }, learnedId: 41 } });
  });

  it("does not count a visitor's message as a way the shop asks the question", () => {
    const learned = FAQS.map((entry) =>
      entry.id === 5 ? { ...entry, learned: [{ id: 1, text: 'parcel gone missing' }] } : entry,
    );
    const [best] = new AnswerEngine(new FaqSearch(learned), policy()).candidatesOf(
      'track my order',
    );
    expect(best).toMatchObject({ faq: { id: 5 }, ways: 1 });
  });

  it("learns a story's telling clause, not the story", () => {
    expect(
      engine.tellingPart('the tracking email said parcel delivered. how do i send it back?', 1),
    ).toBe('how do i send it back');
    expect(engine.tellingPart('wheres my order', 5)).toBe('wheres my order');
  });
});

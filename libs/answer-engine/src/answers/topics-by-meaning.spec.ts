import { AnswerEngine } from './answer-engine';
import { withTopicsByMeaning } from './topics-by-meaning';
import { policy } from './answer-policy.fixture';
import { FaqSearch } from '../search/faq-search';
import { faq } from '../search/faq.fixture';

const FAQS = [
  faq(1, 'Can I bring my dog?', 'Well-behaved dogs on a lead are welcome in the garden centre.'),
  faq(2, 'How long does delivery take?', 'Orders arrive in 3-5 working days.'),
  faq(3, 'Do you sell gift cards?', 'Yes, from £10 to £200, in store and online.'),
  faq(4, 'What are your opening hours?', 'We are open 9am to 5pm every day.'),
];

describe('a reply that is not sure, with fewer than three buttons', () => {
  const search = new FaqSearch(FAQS);
  const engine = new AnswerEngine(search, policy());

  it('names the FAQs nearest the message in meaning, nearest first', () => {
    const decision = engine.decide('are puppies allowed inside');
    expect(decision.kind).toBe('none');
    if (decision.kind !== 'none') return;
    expect(decision.nearest[0].id).toBe(1);
    expect(decision.nearest.length).toBeLessThanOrEqual(3);
  });

  it('names none when no word of the message has a meaning the engine knows', () => {
    const decision = engine.decide('qwzx vbnm');
    expect(decision).toMatchObject({ kind: 'none', nearest: [] });
  });

  it("keeps the words' buttons first and fills the rest with FAQs near in meaning", () => {
    // The words find the FAQ on dogs only; the vectors put the gift cards near too.
    expect(engine.decide('gift for a dog')).toMatchObject({
      kind: 'none',
      nearest: [{ id: 1 }, { id: 3 }],
    });
  });

  const answering = (kind: 'unsure' | 'confident', message: string) => ({
    kind,
    hit: { ...engine.candidatesOf(message)[0], probability: kind === 'unsure' ? 0.7 : 0.95 },
    related: [],
    followUp: false,
  });

  it("fills an unsure answer's buttons without offering the FAQ it answers", () => {
    const filled = withTopicsByMeaning(
      answering('unsure', 'gift for a dog'),
      search,
      'gift for a dog',
    );
    expect(filled).toMatchObject({ kind: 'unsure', hit: { faq: { id: 1 } }, related: [{ id: 3 }] });
  });

  it('offers nothing under the floor', () => {
    const filled = withTopicsByMeaning(answering('unsure', 'gift for a dog'), search, 'qwzx vbnm');
    expect(filled).toMatchObject({ kind: 'unsure', related: [] });
  });

  it("leaves a confident answer's related questions as they are", () => {
    const confident = answering('confident', 'gift for a dog');
    expect(withTopicsByMeaning(confident, search, 'gift for a dog')).toBe(confident);
  });

  it("leaves the buttons to an embedding model's meaning when there is one", () => {
    const decision = engine.decide(
      'are puppies allowed inside',
      {},
      {
        cosineOf: () => undefined,
        nearest: [],
      },
    );
    expect(decision).toMatchObject({ kind: 'none', nearest: [] });
  });
});

describe('FaqSearch.nearestInMeaning', () => {
  const search = new FaqSearch(FAQS);

  it('leaves out the FAQs under the floor', () => {
    expect(search.nearestInMeaning('are puppies allowed inside', 3, 0.99)).toEqual([]);
    expect(search.nearestInMeaning('are puppies allowed inside', 1, 0).map(({ id }) => id)).toEqual(
      [1],
    );
  });

  it('gives one FAQ per answer', () => {
    const shared = new FaqSearch([
      ...FAQS,
      faq(5, 'Are dogs allowed?', 'Well-behaved dogs on a lead are welcome in the garden centre.'),
    ]);
    const ids = shared.nearestInMeaning('are puppies allowed inside', 4, 0).map(({ id }) => id);
    expect(ids.filter((id) => id === 1 || id === 5)).toHaveLength(1);
  });

  it('reads an FAQ through its own ways of asking, not what visitors taught it', () => {
    const taught = new FaqSearch([
      ...FAQS.slice(0, 3),
      { ...FAQS[3], learned: [{ id: 1, text: 'puppies puppies puppies' }] },
    ]);
    expect(taught.nearestInMeaning('puppies', 1, 0).map(({ id }) => id)).toEqual([1]);
  });
});

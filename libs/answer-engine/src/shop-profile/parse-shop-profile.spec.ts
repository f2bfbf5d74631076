import { DEFAULT_THRESHOLDS } from '../answers/answer-engine';
import { ANSWER_PROBABILITY } from '../answers/answer-probability';
import { composeReply } from '../answers/compose-reply';
import { DEFAULT_SEARCH_WEIGHTS } from '../search/search-weights';
import DEMO_GOLF_SHOP from './demo-golf-shop.json';
import { DEMO_SHOP_PROFILE } from './demo-shop-profile';
import { parseShopProfile } from './parse-shop-profile';
import { ShopProfileError } from './profile-checks';

const problemsOf = (changes: object): string[] => {
  try {
    parseShopProfile({ ...DEMO_GOLF_SHOP, ...changes });
  } catch (error) {
    return (error as ShopProfileError).problems;
  }
  return [];
};

describe('the demo shop profile', () => {
  it("is the golf trade's, with the engine's fitted numbers", () => {
    expect(DEMO_SHOP_PROFILE).toMatchObject({
      vocabulary: { trade: 'golf' },
      assistant: { names: ['caddie'], interests: ['golf'] },
      searchWeights: DEFAULT_SEARCH_WEIGHTS,
      thresholds: DEFAULT_THRESHOLDS,
      answerProbability: ANSWER_PROBABILITY,
    });
  });

  it("says what the product's replies say, word for word", () => {
    const reply = (decision: Parameters<typeof composeReply>[0]) =>
      composeReply(decision, DEMO_SHOP_PROFILE, ['Returns?', 'Shipping?']).text;
    const contact = 'our support team at support@fairwayandgreen.example or 1-800-555-0142';
    expect(reply({ kind: 'small-talk', smallTalk: 'goodbye' })).toBe(
      'Thanks for chatting with us. Enjoy your next round!',
    );
    expect(reply({ kind: 'small-talk', smallTalk: 'human' })).toBe(
      `Of course. You can reach a person on our team at ${contact}.`,
    );
    expect(reply({ kind: 'none', nearest: [], score: null })).toBe(
      `I'm sorry, I don't have an answer for that. I can help with questions like "Returns?", "Shipping?". To talk to a person, contact ${contact}.`,
    );
  });
});

describe('parseShopProfile', () => {
  it("takes the engine's fitted numbers for those a profile leaves out", () => {
    const profile = parseShopProfile({
      ...DEMO_GOLF_SHOP,
      thresholds: { confident: 0.9 },
      searchWeights: { candidates: 40, otherPhrasingWeights: [0.2] },
      answerProbability: { coefficients: { lead: 2 }, meaning: { cosine: 3 } },
    });
    expect(profile.thresholds).toEqual({ ...DEFAULT_THRESHOLDS, confident: 0.9 });
    expect(profile.searchWeights).toEqual({
      ...DEFAULT_SEARCH_WEIGHTS,
      candidates: 40,
      otherPhrasingWeights: [0.2],
    });
    expect(profile.answerProbability).toEqual({
      ...ANSWER_PROBABILITY,
      coefficients: { ...ANSWER_PROBABILITY.coefficients, lead: 2 },
      meaning: { cosine: 3 },
    });
  });

  it('names every problem by its field', () => {
    expect(
      problemsOf({
        supportContact: '',
        vocabulary: { trade: 'bowls' },
        thresholds: { confident: 1.5, unsrue: 0.5 },
        searchWeights: { candidates: 2.5 },
      }),
    ).toEqual([
      'supportContact must be text of 1 to 300 characters',
      'vocabulary.trade must be one of: none, golf (is "bowls")',
      'searchWeights.candidates must be a whole number from 1 (is 2.5)',
      expect.stringMatching(/^thresholds\.unsrue is not a field here \(the fields: confident, /),
      'thresholds.confident must be a number from 0 to 1 (is 1.5)',
    ]);
    expect(problemsOf({ thresholds: { unsure: 0.9 } })).toEqual([
      'thresholds.unsure must not be above thresholds.confident',
    ]);
    expect(problemsOf({ colour: 'green' })).toEqual([
      expect.stringMatching(/^colour is not a field here/),
    ]);
    expect(() => parseShopProfile([])).toThrow('the profile must be an object (is [])');
  });

  it('takes the words that point elsewhere for this shop, one word each, none by default', () => {
    expect(DEMO_SHOP_PROFILE.vocabulary.elsewhere).toEqual([]);
    const vocabulary = (elsewhere: unknown) => ({ vocabulary: { trade: 'golf', elsewhere } });
    expect(parseShopProfile({ ...DEMO_GOLF_SHOP, ...vocabulary(['migros']) }).vocabulary).toEqual({
      trade: 'golf',
      elsewhere: ['migros'],
    });
    expect(problemsOf(vocabulary(['migros', 'Planet Fitness']))).toEqual([
      'vocabulary.elsewhere[1] must be one word in lower case letters or digits, as a visitor types it (is "Planet Fitness")',
    ]);
    expect(problemsOf(vocabulary('migros'))).toEqual([
      'vocabulary.elsewhere must be a list of at most 200 texts',
    ]);
  });

  it("checks the assistant's texts and where their placeholders go", () => {
    const replies = { ...DEMO_GOLF_SHOP.assistant.replies };
    const assistant = (changes: object) => ({
      assistant: { ...DEMO_GOLF_SHOP.assistant, replies: { ...replies, ...changes } },
    });
    expect(problemsOf(assistant({ greeting: 'Hello {name}!' }))).toEqual([
      'assistant.replies.greeting has {name}: it may hold {contact}',
    ]);
    expect(problemsOf(assistant({ related: 'See also:' }))).toEqual([
      'assistant.replies.related must say where the questions go: {questions}',
    ]);
    expect(problemsOf(assistant({ thanks: undefined }))).toEqual([
      'assistant.replies.thanks must be text of 1 to 1000 characters',
    ]);
  });
});

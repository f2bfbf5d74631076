import type { SearchHit } from '../search/search-hit';
import { ANSWER_PROBABILITY, featuresOf, readingsOf } from './answer-probability';
import { fixtureSignals } from './candidate.fixture';

const hit = (id: number, figures: Partial<SearchHit['signals']>, learned?: SearchHit['learned']) =>
  ({
    faq: { id, question: `Question ${id}?`, answer: `Answer ${id}.` },
    score: 5,
    coverage: 0.5,
    confidence: 0.5,
    ways: 1,
    signals: { ...fixtureSignals, ...figures },
    ...(learned ? { learned } : {}),
  }) as SearchHit;

describe('featuresOf', () => {
  it('reads how much closer in meaning a candidate is than the best other one', () => {
    const hits = [hit(1, { meaning: 0.8 }), hit(2, { meaning: 0.5 }), hit(3, { meaning: 0.3 })];
    expect(featuresOf(hits, 0).meaningLead).toBeCloseTo(0.3);
    expect(featuresOf(hits, 1).meaningLead).toBeCloseTo(-0.3);
  });

  it("reads how much of the message the candidate's answer names, and its lead", () => {
    const hits = [hit(1, { answerWords: 0.6 }), hit(2, { answerWords: 0.2 })];
    expect(featuresOf(hits, 0).answerWords).toBeCloseTo(0.6);
    expect(featuresOf(hits, 0).answerWordsLead).toBeCloseTo(0.4);
    expect(featuresOf(hits, 1).answerWordsLead).toBeCloseTo(-0.4);
  });

  it("reads the same of the candidate's way of asking, alone and with its answer", () => {
    const hits = [
      hit(1, { questionWords: 0.7, allWords: 0.9, kindsClash: 1 }),
      hit(2, { questionWords: 0.2, allWords: 0.4, kindsMatch: 1 }),
    ];
    expect(featuresOf(hits, 0).questionWordsLead).toBeCloseTo(0.5);
    expect(featuresOf(hits, 1).allWordsLead).toBeCloseTo(-0.5);
    expect(featuresOf(hits, 0).kindsClash).toBe(1);
    expect(featuresOf(hits, 1).kindsMatch).toBe(1);
  });

  it("reads BM25's lead in log terms and the bends of the reading's own figures", () => {
    const hits = [
      { ...hit(1, { asked: 0.8, letters: 0.4 }), score: 9, coverage: 0.9, confidence: 0.7 },
      { ...hit(2, {}), score: 4 },
    ];
    const features = featuresOf(hits, 0);
    expect(features.scoreLead).toBeCloseTo(Math.log(10) - Math.log(5));
    expect(featuresOf(hits, 1).scoreLead).toBeCloseTo(Math.log(5) - Math.log(10));
    expect(features.letters).toBeCloseTo(0.4);
    expect(features.coverageAsked).toBeCloseTo(0.72);
    expect(features.confidenceSquared).toBeCloseTo(0.49);
  });

  it('reads the words nobody used with the shop only through a learned message', () => {
    const learned = {
      score: 4,
      coverage: 0.6,
      confidence: 0.6,
      signals: {
        asked: 0.4,
        letters: 0.2,
        unknown: 1 / 3,
        missing: 0.5,
        meaning: 0.4,
        answerWords: 0.4,
        questionWords: 0.4,
        allWords: 0.4,
        nearWords: 0.4,
        nearAsked: 0.4,
        kindsMatch: 0,
        kindsClash: 0,
      },
    };
    const hits = [hit(1, { unknown: 1 / 3 }, learned), hit(2, {})];
    expect(featuresOf(hits, 0).learnedUnknown).toBe(0);
    expect(featuresOf(hits, 0, true).learnedUnknown).toBeCloseTo(1 / 3);
    expect(featuresOf(hits, 1, true).learned).toBe(0);
  });
});

describe('readingsOf', () => {
  it('weighs an FAQ only a learned message found as visitors’ evidence, with no answer of its own', () => {
    const learned = { score: 5, coverage: 0.5, confidence: 0.5, signals: fixtureSignals };
    const [ownWords] = readingsOf([hit(1, {}), hit(2, {})]);
    const [byLesson] = readingsOf([
      { ...hit(1, {}, learned), reachedByLearning: true },
      hit(2, {}),
    ]);
    expect(byLesson.throughLearned).toBe(true);
    expect(byLesson.ownProbability).toBe(0);
    // Its own words read as a lesson would: discounted, never at their full weight.
    const logit = (p: number) => Math.log(p / (1 - p));
    expect(logit(byLesson.probability)).toBeLessThan(logit(ownWords.probability));
    expect(logit(byLesson.probability)).toBeGreaterThanOrEqual(
      logit(ownWords.probability) + ANSWER_PROBABILITY.taughtOffset - 1e-9,
    );
  });
});

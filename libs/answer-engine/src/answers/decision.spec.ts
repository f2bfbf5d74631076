import { DEFAULT_THRESHOLDS } from './answer-engine';
import { candidate } from './candidate.fixture';
import { Candidate, Decision, buttonsOf, decisionAmong } from './decision';

const faq = (id: number) => ({ id, question: `Question ${id}?`, answer: `Answer ${id}.` });
const bands = { ...DEFAULT_THRESHOLDS, unsure: 0.68, confident: 0.85, close: 0.1 };
const buttonIds = (decision: Decision) => buttonsOf(decision).map((f) => f.id);
/** Lifted by a visitor's learned message: likelier than its own words make it. */
const lifted = (id: number, probability: number, ownProbability: number): Candidate => ({
  ...candidate(faq(id), probability),
  ownProbability,
});

describe('decisionAmong', () => {
  it('declines under the band and offers three buttons, four when the fourth is close', () => {
    const probabilities = [0.5, 0.3, 0.2, 0.15, 0.01];
    const decision = decisionAmong(
      probabilities.map((p, i) => candidate(faq(i + 1), p)),
      false,
      bands,
    );
    expect(decision.kind).toBe('none');
    expect(buttonIds(decision)).toEqual([1, 2, 3, 4]);
  });

  it('keeps every button the shop’s own words offer when a learned message lifts an FAQ', () => {
    const own = [0.5, 0.3, 0.2, 0.15].map((p, i) => candidate(faq(i + 1), p));
    const decision = decisionAmong([own[0], lifted(9, 0.4, 0.01), ...own.slice(1)], false, bands);
    // Without learning the buttons are 1-4, all close; FAQ 9 has no room left.
    expect(buttonIds(decision)).toEqual([1, 2, 3, 4]);
  });

  it('offers the lifted FAQ where there is room, beside the buttons it would have displaced', () => {
    const own = [0.5, 0.3, 0.05].map((p, i) => candidate(faq(i + 1), p));
    const decision = decisionAmong([lifted(9, 0.6, 0.01), ...own], false, bands);
    expect(buttonIds(decision)).toEqual([9, 1, 2, 3]);
  });

  it('keeps the answer the shop’s words give among the buttons when a lesson answers another', () => {
    const decision = decisionAmong(
      [lifted(9, 0.9, 0.1), candidate(faq(1), 0.7), candidate(faq(2), 0.01)],
      false,
      bands,
    );
    expect(decision.kind).toBe('confident');
    expect(buttonIds(decision)).toEqual([1, 2]);
  });

  it('lets a learned match lift an answer over the weakest confidence only when it gave the probability', () => {
    const weak = { ...candidate(faq(1), 0.9), confidence: 0.2 };
    const taught = { score: 9, coverage: 0.9, confidence: 0.8, signals: weak.signals };
    // The shop's own words gave 0.9 but too weakly to answer; a lesson beside them is no help.
    expect(decisionAmong([{ ...weak, learned: taught }], false, bands).kind).toBe('none');
    // The reading through the lesson gave it: that reading's confidence counts.
    const throughLesson = { ...weak, learned: taught, ownProbability: 0.3 };
    expect(decisionAmong([throughLesson], false, bands).kind).toBe('confident');
  });
});

import type { ScoredEntry, SearchHit } from './search-hit';

/** A hit before its FAQ's text is looked up: the FAQ by its number in the index. */
export type NumberedHit = Omit<SearchHit, 'faq'> & { faq: number };

interface AnswerGroups {
  /** FAQs with the same answer share a group. */
  answerGroupOf: (faq: number) => number;
  /** Ways of asking an FAQ's answer the shop wrote (questions and phrasings). */
  waysOf: (faq: number) => number;
  /** What the next best FAQs of a group add to its confidence. */
  otherPhrasingWeights: number[];
  /** The FAQ a message typed word for word as a visitor taught it belongs to. */
  repeatedFaq?: number;
  /** FAQs the message found through their own ways of asking, not only through learned ones. */
  foundByOwnWords: ReadonlySet<number>;
}

/**
 * One hit per answer from the scored entries (best first). Entries that share one answer (an
 * FAQ's phrasings, or FAQs imported with one answer) are ways of asking one question: the best
 * speaks for it, and other FAQs with that answer that also match make it likelier. A learned
 * message never speaks for it: it comes with the hit as evidence (SearchHit.learned).
 */
export function answerHits(scored: ScoredEntry[], groups: AnswerGroups): NumberedHit[] {
  const byAnswer = new Map<number, ScoredEntry[]>();
  for (const entry of scored) {
    const answer = groups.answerGroupOf(entry.faq);
    byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), entry]);
  }
  return [...byAnswer.values()].flatMap((group) => {
    const [first, ...rest] = group.filter((entry) => entry.learnedId === undefined);
    if (!first) return [];
    const others = rest.filter((entry) => entry.faq !== first.faq);
    const taught = group.find((entry) => entry.learnedId !== undefined && entry.faq === first.faq);
    const hit: NumberedHit = {
      faq: first.faq,
      score: first.score,
      coverage: first.coverage,
      confidence: groups.otherPhrasingWeights.reduce(
        (sum, weight, i) => sum + weight * (others[i]?.confidence ?? 0),
        first.confidence,
      ),
      ways: groups.waysOf(first.faq),
      signals: first.signals,
    };
    if (taught) {
      const { score, coverage, confidence, signals } = taught;
      hit.learnedId = taught.learnedId;
      hit.learned = { score, coverage, confidence, signals };
      const ownFound = group.some(
        (entry) => entry.learnedId === undefined && groups.foundByOwnWords.has(entry.faq),
      );
      if (!ownFound) hit.reachedByLearning = true;
    }
    if (groups.repeatedFaq === first.faq) hit.repeated = true;
    return [hit];
  });
}

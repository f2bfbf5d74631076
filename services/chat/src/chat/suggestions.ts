import { Decision, FaqText, offeredFaqs } from '@caddie/answer-engine';
import { ChatSuggestion } from '@caddie/contracts';

/** The FAQs a reply offers (the engine's choice) as the page's buttons. */
export function suggestionsFor(
  decision: Decision,
  popular: Pick<FaqText, 'id' | 'question'>[],
): ChatSuggestion[] {
  return offeredFaqs(decision, popular).map(({ id, question }) => ({ faqId: id, question }));
}

/**
 * A suggestion the visitor clicked, answered as a confident answer with that FAQ: the visitor
 * has said which question they meant, so nothing is searched and the confidence is full.
 */
export function chosenAnswer(faq: FaqText): Decision {
  const signals = {
    ...{ asked: 1, letters: 1, unknown: 0, missing: 0, meaning: 1 },
    ...{
      answerWords: 1,
      questionWords: 1,
      allWords: 1,
      nearWords: 1,
      nearAsked: 1,
      kindsMatch: 0,
      kindsClash: 0,
    },
  };
  const hit = { faq, score: 0, coverage: 1, confidence: 1, ways: 1, signals, probability: 1 };
  return { kind: 'confident', hit, related: [], followUp: false };
}

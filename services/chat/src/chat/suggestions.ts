import { Decision, FaqText } from '@caddie/answer-engine';
import { ChatSuggestion } from '@caddie/contracts';

/** Three buttons, a fourth when it is about as likely as the third (AnswerEngine). */
const MAX_SUGGESTIONS = 4;

/**
 * The FAQs a reply offers as buttons: the alternatives of an unsure answer, the likeliest
 * topics of a decline (or, when nothing was near, the popular FAQs its text names instead),
 * and the related questions of a sure answer whose runner-up came close. None for small talk.
 */
export function suggestionsFor(
  decision: Decision,
  popular: Pick<FaqText, 'id' | 'question'>[],
): ChatSuggestion[] {
  const named =
    decision.kind === 'confident' || decision.kind === 'unsure'
      ? decision.related
      : decision.kind === 'none'
        ? decision.nearest.length > 0
          ? decision.nearest
          : popular.slice(0, 3)
        : [];
  return named.slice(0, MAX_SUGGESTIONS).map(({ id, question }) => ({ faqId: id, question }));
}

/**
 * A suggestion the visitor clicked, answered as a confident answer with that FAQ: the visitor
 * has said which question they meant, so nothing is searched and the confidence is full.
 */
export function chosenAnswer(faq: FaqText): Decision {
  const signals = { asked: 1, letters: 1, unknown: 0, missing: 0 };
  const hit = { faq, score: 0, coverage: 1, confidence: 1, ways: 1, signals, probability: 1 };
  return { kind: 'confident', hit, related: [], followUp: false };
}

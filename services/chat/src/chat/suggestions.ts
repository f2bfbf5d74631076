import { ChatSuggestion } from '@caddie/contracts';
import { Decision } from '../answers/answer-engine';
import { FaqText } from '../search/faq-text';

/** A decline names at most three topics; the buttons are the same ones. */
const MAX_SUGGESTIONS = 3;

/**
 * The FAQs the reply's text names as what the visitor may have meant, offered as buttons: the
 * alternatives of an unsure answer, the nearest topics of a decline (or, when nothing was near,
 * the popular FAQs its text names instead). None for an answer the engine is sure of, nor for
 * small talk.
 */
export function suggestionsFor(
  decision: Decision,
  popular: Pick<FaqText, 'id' | 'question'>[],
): ChatSuggestion[] {
  const named =
    decision.kind === 'unsure'
      ? decision.related
      : decision.kind === 'none'
        ? decision.nearest.length > 0
          ? decision.nearest
          : popular
        : [];
  return named.slice(0, MAX_SUGGESTIONS).map(({ id, question }) => ({ faqId: id, question }));
}

/**
 * A suggestion the visitor clicked, answered as a confident answer with that FAQ: the visitor
 * has said which question they meant, so nothing is searched and the confidence is full.
 */
export function chosenAnswer(faq: FaqText): Decision {
  const signals = {
    strength: 1,
    asked: 1,
    letters: 1,
    meaning: 1,
    unknown: 0,
    terms: 0,
    missing: 0,
  };
  const hit = { faq, score: 0, coverage: 1, confidence: 1, ways: 1, signals, probability: 1 };
  return { kind: 'confident', hit, related: [], followUp: false };
}

import { ChatSuggestion } from '@caddie/contracts';
import { Decision } from '../answers/answer-engine';
import { SearchHit } from '../answers/faq-search';

/** A decline names at most three topics; the buttons are the same ones. */
const MAX_SUGGESTIONS = 3;

/**
 * The FAQs the reply's text names as what the visitor may have meant, offered as buttons: the
 * alternatives of an unsure answer, the nearest topics of a decline. None for an answer the
 * engine is sure of, nor for small talk.
 */
export function suggestionsFor(decision: Decision): ChatSuggestion[] {
  const named =
    decision.kind === 'unsure'
      ? decision.related
      : decision.kind === 'none'
        ? decision.nearest
        : [];
  return named.slice(0, MAX_SUGGESTIONS).map(({ id, question }) => ({ faqId: id, question }));
}

/**
 * A suggestion the visitor clicked, answered as a confident answer with that FAQ (its hit for
 * its own question): the visitor has said which question they meant.
 */
export function chosenAnswer(hit: SearchHit): Decision {
  return { kind: 'confident', hit, related: [], followUp: false };
}

import type { FaqSearch } from '../search/faq-search';
import { type Decision, withButtons } from './decision';

/**
 * The word vectors' cosine from which a reply that is not sure names an FAQ near in meaning.
 * Chosen on HINT3's training sentences (the replayed half) and the shops' dev halves: the
 * highest floor that keeps 95% of the right FAQs the declines name with none
 * (docs/answer-engine.md).
 */
export const TOPIC_BY_MEANING_COSINE = 0.4;
/** As many buttons as a reply that is not sure offers at least, where enough FAQs are near. */
const TOPICS = 3;

/**
 * An unsure answer or a decline with fewer than three buttons fills the rest with the FAQs
 * nearest the message in meaning, so a paraphrase its words did not place is still one click
 * away (and a decline whose message shares no word with any FAQ names them instead of the
 * popular FAQs, which are rarely what such a message asks: its words would have found them).
 * The words' buttons come first: where they found something, they are likelier right than the
 * vectors' guess. A confident answer keeps its related questions as they are.
 */
export function withTopicsByMeaning(
  decision: Decision,
  search: FaqSearch,
  message: string,
): Decision {
  if (decision.kind !== 'unsure' && decision.kind !== 'none') return decision;
  return withButtons(decision, (buttons, answered) => {
    if (buttons.length >= TOPICS) return buttons;
    const shown = new Set([...buttons.map((faq) => faq.id), answered?.id]);
    const near = search
      .nearestInMeaning(message, TOPICS + buttons.length, TOPIC_BY_MEANING_COSINE)
      .filter((faq) => !shown.has(faq.id));
    return [...buttons, ...near].slice(0, TOPICS);
  });
}

import type { FaqSearch } from '../search/faq-search';
import type { Decision } from './decision';

/**
 * The word vectors' cosine from which a decline that found nothing near by its words names an
 * FAQ near in meaning. Chosen on HINT3's training sentences (the replayed half) and the shops'
 * dev halves: the highest floor that keeps 95% of the right FAQs the declines name with none
 * (docs/answer-engine.md).
 */
export const TOPIC_BY_MEANING_COSINE = 0.4;
/** As many as a decline names. */
const TOPICS = 3;

/**
 * A decline whose message shares no word with any FAQ names the FAQs nearest it in meaning, as
 * buttons, instead of none (the chat service then names the popular FAQs, which are rarely
 * what such a message asks: its words would have found them). Only a decline with no button:
 * where the words found something, their buttons are likelier right than the vectors' guess.
 */
export function withTopicsByMeaning(
  decision: Decision,
  search: FaqSearch,
  message: string,
): Decision {
  if (decision.kind !== 'none' || decision.nearest.length > 0) return decision;
  return {
    ...decision,
    nearest: search.nearestInMeaning(message, TOPICS, TOPIC_BY_MEANING_COSINE),
  };
}

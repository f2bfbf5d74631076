import type { FaqText } from '../search/faq-text';
import type { FaqVectors } from '../search/faq-vectors';

/** FAQs found by meaning that a reply may offer beside the lexical ones. */
const NEAREST = 3;

/**
 * What an embedding model says of one message against the active FAQs (docs/answer-engine.md,
 * "Embeddings in the ranking"): read by the engine beside the lexical ranking when
 * EMBEDDING_MODEL is set.
 */
export interface MessageMeaning {
  /** The best cosine of the message and the FAQ's texts; undefined: the FAQ has no vector. */
  cosineOf(faqId: number): number | undefined;
  /** The active FAQs nearest the message in meaning, nearest first. */
  nearest: { faq: FaqText; cosine: number }[];
}

/**
 * The message's meaning against the FAQ vectors, with each FAQ's text from `faqOf` (undefined:
 * not active, left out); undefined when no vector matches (another model's length).
 */
export function meaningOf(
  vectors: FaqVectors,
  messageVector: Float32Array,
  faqOf: (id: number) => FaqText | undefined,
): MessageMeaning | undefined {
  const closeness = vectors.closeness(messageVector);
  if (!closeness) return undefined;
  const nearest: { faq: FaqText; cosine: number }[] = [];
  for (const { faqId, cosine } of closeness.nearest()) {
    const faq = faqOf(faqId);
    if (faq) nearest.push({ faq, cosine });
    if (nearest.length === NEAREST) break;
  }
  return { cosineOf: (faqId) => closeness.get(faqId), nearest };
}

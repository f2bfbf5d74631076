import type { FaqText } from '../search/faq-text';
import type { FaqVectors } from '../search/faq-vectors';

/** FAQs found by meaning that a reply may offer beside the lexical ones. */
const NEAREST = 3;

/**
 * What an embedding model says of one message against the active FAQs (docs/answer-engine.md,
 * "Embeddings"): read by the engine beside the lexical ranking when EMBEDDING_MODEL is set.
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
  if (closeness.size === 0) return undefined;
  const nearest: { faq: FaqText; cosine: number }[] = [];
  // A few of thousands: kept in order as found, cheaper than sorting them all.
  closeness.forEach((faqId, cosine) => {
    if (nearest.length === NEAREST && cosine <= nearest[NEAREST - 1].cosine) return;
    const faq = faqOf(faqId);
    if (!faq) return;
    const at = nearest.findIndex((near) => near.cosine < cosine);
    nearest.splice(at === -1 ? nearest.length : at, 0, { faq, cosine });
    nearest.length = Math.min(nearest.length, NEAREST);
  });
  return { cosineOf: (faqId) => closeness.get(faqId), nearest };
}

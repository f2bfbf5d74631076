import { PopularFaq } from '@caddie/contracts';

/** What the ranking reads of the active FAQs (the FAQ index's search). */
export interface ActiveFaqs {
  questionOf(id: number): string | undefined;
  /** The first active FAQs in the shop's own order. */
  firstFaqs(count: number): PopularFaq[];
}

/**
 * The `count` popular FAQs: the most used ones that are still active, most used first, then
 * the first active FAQs in the shop's own order for the places traffic has not filled (all of
 * them while there is no traffic).
 */
export function rankPopular(
  mostUsedIds: readonly number[],
  faqs: ActiveFaqs,
  count: number,
): PopularFaq[] {
  const popular: PopularFaq[] = [];
  const taken = new Set<number>();
  const take = (id: number, question: string) => {
    if (popular.length === count || taken.has(id)) return;
    taken.add(id);
    popular.push({ id, question });
  };
  for (const id of mostUsedIds) {
    if (popular.length === count) return popular;
    const question = faqs.questionOf(id);
    if (question !== undefined) take(id, question);
  }
  // The first `count` active FAQs always hold enough that are not taken yet.
  for (const { id, question } of faqs.firstFaqs(count)) take(id, question);
  return popular;
}

/**
 * FAQ ids by how many conversations used them, most first (ties: the lower id, which is the
 * shop's own order), summed over the parts of the window counted apart.
 */
export function mostUsed(parts: ReadonlyArray<ReadonlyMap<number, number>>): number[] {
  const totals = new Map<number, number>();
  for (const part of parts) {
    for (const [id, conversations] of part) totals.set(id, (totals.get(id) ?? 0) + conversations);
  }
  return [...totals]
    .sort(([idA, usesA], [idB, usesB]) => usesB - usesA || idA - idB)
    .map(([id]) => id);
}

import type { Entry } from './faq-search-builder';

/**
 * The entries to score for the entries a message found. A learned message that found its FAQ
 * brings the FAQ's own ways of asking with it, as the hit stands on them and the learned match
 * is evidence beside it; `foundByOwnWords` names the FAQs the shop's own words found without
 * that help (SearchHit.reachedByLearning is the rest).
 */
export function withOwnWays(
  found: number[],
  entries: Entry[],
): { ids: number[]; foundByOwnWords: Set<number> } {
  const ids = found.flatMap((id) => {
    if (entries[id].learnedId === undefined) return [id];
    const { first, count } = entries[id].forms;
    return Array.from({ length: count }, (_, i) => first + i);
  });
  const own = found.filter((id) => entries[id].learnedId === undefined);
  return { ids: [...new Set(ids)], foundByOwnWords: new Set(own.map((id) => entries[id].faq)) };
}

/** The `limit` items with the highest key, best first, without sorting all of them. */
export function topK(items: number[], key: (item: number) => number, limit: number): number[] {
  if (items.length <= limit) return [...items].sort((a, b) => key(b) - key(a));
  const best: number[] = [];
  for (const item of items) {
    const value = key(item);
    if (best.length === limit && value <= key(best[limit - 1])) continue;
    let at = best.length;
    while (at > 0 && key(best[at - 1]) < value) at -= 1;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}

/**
 * topK of the shop's own documents and, apart, of the evidence-only ones (visitors' learned
 * messages), own first: what visitors taught never pushes a question out of the candidates it
 * is among without it.
 */
export function topKOwnAndEvidence(
  items: number[],
  key: (item: number) => number,
  limit: number,
  isEvidence: (item: number) => boolean,
): number[] {
  const own: number[] = [];
  const evidence: number[] = [];
  for (const item of items) (isEvidence(item) ? evidence : own).push(item);
  return [...topK(own, key, limit), ...topK(evidence, key, limit)];
}

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

/**
 * Five evenly spaced dates, first and last included: at a 390 px wide phone screen a tick
 * label such as "Mar 9" needs about 60 px, so more would overlap.
 */
export function chartTicks(dates: readonly string[], count = 5): string[] {
  if (dates.length <= count) return [...dates];
  const step = (dates.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => dates[Math.round(index * step)]);
}

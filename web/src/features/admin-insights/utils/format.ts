// English throughout, like every other text on the page.
const countFormat = new Intl.NumberFormat('en');
const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
// The days are UTC dates, so they are shown in UTC: a local zone could show the day before.
const shortDateFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDateFormat = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatCount = (value: number): string => countFormat.format(value);

export const formatPercent = (rate: number): string => percentFormat.format(rate);

/** part / total, or null when there is nothing to share out. */
export const shareOf = (part: number, total: number): number | null =>
  total > 0 ? part / total : null;

// Intl throws on an invalid date; a day that does not parse is shown as it came.
function formatDay(format: Intl.DateTimeFormat, day: string): string {
  const date = new Date(`${day}T00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** "2025-03-09" -> "Mar 9", short enough for a chart tick on a phone. */
export const shortDate = (day: string): string => formatDay(shortDateFormat, day);

/** "2025-03-09" -> "Sun, Mar 9, 2025". */
export const longDate = (day: string): string => formatDay(longDateFormat, day);

/** "1 time", "3 times". */
export const times = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'time' : 'times'}`;

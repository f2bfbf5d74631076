// English, like every other text on the page; a browser locale would mix languages in one line.
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const exactFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const SECOND = 1000;
// Each unit is used while the distance is under the next one's size.
const UNITS: ReadonlyArray<readonly [unit: Intl.RelativeTimeFormatUnit, ms: number]> = [
  ['second', SECOND],
  ['minute', 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['week', 7 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['year', 365 * 24 * 60 * 60 * SECOND],
];

/** "3 hours ago", "yesterday", "in 2 minutes": the largest unit that fits. */
export function relativeTime(date: Date, now = new Date()): string {
  const distance = date.getTime() - now.getTime();
  if (Math.abs(distance) < 45 * SECOND) return relativeFormat.format(0, 'second');
  let [unit, size] = UNITS[0];
  for (const [nextUnit, nextSize] of UNITS) {
    if (Math.abs(distance) < nextSize) break;
    [unit, size] = [nextUnit, nextSize];
  }
  // rounded away from now alike on both sides (Math.round(-1.5) would give -1)
  return relativeFormat.format(Math.sign(distance) * Math.round(Math.abs(distance) / size), unit);
}

/** The exact moment, for a title beside a relative time. */
export function exactTime(date: Date): string {
  return exactFormat.format(date);
}

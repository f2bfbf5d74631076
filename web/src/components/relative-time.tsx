import { exactTime, relativeTime } from '../lib/relative-time';

/** A moment as "3 hours ago", the exact date and time in its title and dateTime. */
export function RelativeTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={exactTime(date)}>
      {relativeTime(date)}
    </time>
  );
}

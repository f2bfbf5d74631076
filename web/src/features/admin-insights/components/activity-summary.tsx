import type { DailyActivity } from '../types';
import { formatCount, longDate } from '../utils/format';

function totals(days: DailyActivity[]) {
  const conversations = days.reduce((sum, day) => sum + day.conversations, 0);
  const messages = days.reduce((sum, day) => sum + day.messages, 0);
  const busiest = days.reduce<DailyActivity | undefined>(
    (best, day) => (day.conversations > (best?.conversations ?? 0) ? day : best),
    undefined,
  );
  return { conversations, messages, busiest };
}

/** The chart's numbers as text: a sentence with the totals, and the whole series as a table. */
export function ActivitySummary({ days }: { days: DailyActivity[] }) {
  const { conversations, messages, busiest } = totals(days);
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {formatCount(conversations)} conversations and {formatCount(messages)} messages in the last{' '}
        {days.length} days.
        {busiest
          ? ` The busiest day was ${longDate(busiest.date)}, with ${formatCount(busiest.conversations)} conversations.`
          : null}
      </p>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="cursor-pointer rounded-sm font-medium text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          Show the numbers as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Conversations and messages per day</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Conversations
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Messages
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {longDate(day.date)}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(day.conversations)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(day.messages)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

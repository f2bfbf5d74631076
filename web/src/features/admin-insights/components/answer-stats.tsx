import type { ReactNode } from 'react';
import type { InsightsSummary } from '../types';
import { formatCount, formatPercent, shareOf } from '../utils/format';

function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}

type AnswerStatsProps = Pick<
  InsightsSummary,
  'answered' | 'declined' | 'helpful' | 'notHelpful' | 'helpfulRate'
> &
  // Optional: a chat service older than the page sends none.
  Partial<Pick<InsightsSummary, 'handoffs'>>;

/** Answered against declined, each with its share, and how visitors rated the replies. */
export function AnswerStats(props: AnswerStatsProps) {
  const { answered, declined, helpful, notHelpful, helpfulRate, handoffs } = props;
  const total = answered + declined;
  const shareText = (part: number) => {
    const share = shareOf(part, total);
    return share === null ? undefined : `${formatPercent(share)} of ${formatCount(total)} replies`;
  };
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Answered" value={formatCount(answered)} detail={shareText(answered)} />
        <Stat label="Declined" value={formatCount(declined)} detail={shareText(declined)} />
        <Stat
          label="Helpful rate"
          value={helpfulRate === null ? 'No ratings yet' : formatPercent(helpfulRate)}
          detail={
            helpfulRate === null
              ? undefined
              : `${formatCount(helpful)} helpful · ${formatCount(notHelpful)} not helpful`
          }
        />
        {handoffs ? (
          <Stat
            label="Left for the team"
            value={formatCount(handoffs.left)}
            detail={`${formatCount(handoffs.open)} still open, under Requests`}
          />
        ) : null}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Answered: a reply gave an FAQ&apos;s answer. Declined: no FAQ answered the question. Small
        talk counts as neither.
      </p>
    </>
  );
}

import { RelativeTime } from '../../../components/relative-time';
import type { FaqUsage } from '../api/get-faq-usage';

const countFormat = new Intl.NumberFormat('en');

/** How often the chat gave this FAQ's answer, and when last; null when it never did. */
export function FaqUsageLine({ usage }: { usage: FaqUsage | null }) {
  if (!usage) return <p className="mt-2 text-xs text-slate-600">Not served yet</p>;
  const times = usage.served === 1 ? 'time' : 'times';
  return (
    <p className="mt-2 text-xs text-slate-600">
      Served {countFormat.format(usage.served)} {times} · last{' '}
      <RelativeTime iso={usage.lastServedAt} />
    </p>
  );
}

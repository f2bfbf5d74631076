import type { Faq } from '@caddie/contracts';
import { INSIGHTS_DAYS, type FaqServed } from '../types';
import { faqLabel } from '../utils/faq-label';
import { times } from '../utils/format';

interface TopFaqsProps {
  topFaqs: FaqServed[];
  /** The admin list, to name FAQs the chat no longer knows; undefined until it arrives. */
  faqs: Faq[] | undefined;
}

/** The FAQs most served, most first, each with a bar as long as its share of the first. */
export function TopFaqs({ topFaqs, faqs }: TopFaqsProps) {
  if (topFaqs.length === 0) {
    return (
      <p className="text-slate-600">No FAQ answers were given in the last {INSIGHTS_DAYS} days.</p>
    );
  }
  const most = Math.max(...topFaqs.map((entry) => entry.served));
  return (
    <ol aria-label="FAQs by times served" className="flex flex-col gap-3">
      {topFaqs.map((entry) => (
        <li key={entry.faqId}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-slate-900">{faqLabel(entry, faqs)}</span>
            <span className="shrink-0 text-slate-600 tabular-nums">{times(entry.served)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-emerald-600"
              style={{ width: `${(entry.served / most) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

import type { HandoffSummary } from '@caddie/contracts';
import { useState } from 'react';
import { useUpdateHandoff } from '../api/update-handoff';
import { DeliveryStatus } from './delivery-status';
import { EraseConfirmation } from './erase-confirmation';
import { RequestTranscript } from './request-transcript';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const ACTION =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** "Re: your question" with the visitor's question, for the reply by email. */
function replyLink({ email, question }: HandoffSummary): string {
  const subject = `Re: ${question.slice(0, 80) || 'your question'}`;
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}`;
}

/**
 * One request: who, when, what they asked, the helpdesk's delivery, a reply by email, done or
 * open again, erase; the conversation is fetched when opened.
 */
export function RequestCard({ request }: { request: HandoffSummary }) {
  const update = useUpdateHandoff();
  const [open, setOpen] = useState(false);
  const [erasing, setErasing] = useState(false);
  const done = request.status === 'done';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{request.name ?? request.email}</h3>
          <p className="text-sm text-slate-600">
            {request.email} · {when.format(new Date(request.createdAt))}
            {done ? ' · done' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={replyLink(request)} className={ACTION}>
            Reply by email
          </a>
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: request.id, status: done ? 'open' : 'done' })}
            className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {done ? 'Open again' : 'Mark done'}
          </button>
          <button
            type="button"
            aria-expanded={erasing}
            aria-label={`Erase the request of ${request.name ?? request.email}`}
            onClick={() => setErasing(true)}
            className={ACTION}
          >
            Erase
          </button>
        </div>
      </div>
      {erasing ? <EraseConfirmation id={request.id} onCancel={() => setErasing(false)} /> : null}
      {/* Shown in the conversation once it is open: said once, not twice. */}
      {!open && request.question ? (
        <p className="mt-2 line-clamp-2 break-words text-slate-800">{request.question}</p>
      ) : null}
      <DeliveryStatus delivery={request.delivery} />
      <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-slate-700">
          The conversation ({request.lines} messages)
        </summary>
        <RequestTranscript id={request.id} open={open} />
      </details>
    </li>
  );
}

import type { HandoffRequest } from '@caddie/contracts';
import { useUpdateHandoff } from '../api/update-handoff';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Re: your question" with the visitor's first line, for the reply by email. */
function replyLink({ email, transcript }: HandoffRequest): string {
  const question = transcript.find((line) => line.sender === 'visitor')?.text ?? '';
  const subject = `Re: ${question.slice(0, 80) || 'your question'}`;
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}`;
}

/** One request: who, when, the conversation, a reply by email, and done or open again. */
export function RequestCard({ request }: { request: HandoffRequest }) {
  const update = useUpdateHandoff();
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
        <div className="flex gap-2">
          <a
            href={replyLink(request)}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
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
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-700">
          The conversation ({request.transcript.length} messages)
        </summary>
        <ol className="mt-2 space-y-1">
          {request.transcript.map((line, index) => (
            <li key={index} className="whitespace-pre-wrap break-words text-slate-800">
              <span className="font-medium">
                {line.sender === 'bot' ? 'Assistant' : 'Visitor'}:
              </span>{' '}
              {line.text}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

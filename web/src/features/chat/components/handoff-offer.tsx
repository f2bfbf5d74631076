import { type FormEvent, useId, useState } from 'react';
import { useChatSession } from '../api/create-chat-session';
import { useLeaveHandoff } from '../api/leave-handoff';
import { handoffFailureMessage } from '../utils/handoff-failure';

const FIELD =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700';

/**
 * Under a decline, or a request for a person: "Leave your question for our team", a short
 * form (email required, name optional) that sends this conversation to the shop's team.
 */
export function HandoffOffer() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const { data: sessionId } = useChatSession();
  const leave = useLeaveHandoff();
  const id = useId();

  if (leave.data) {
    return (
      <p role="status" className="mt-2 max-w-[75%] text-sm text-emerald-800">
        {leave.data.message}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 rounded-full border border-emerald-700 px-3 py-1 text-sm text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        Leave your question for our team
      </button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    setProblem('');
    try {
      await leave.mutateAsync({
        sessionId: sessionId ?? '',
        email: String(form.get('email') ?? '').trim(),
        ...(name ? { name } : {}),
      });
    } catch (error) {
      setProblem(handoffFailureMessage(error));
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Leave your question for our team"
      className="mt-2 w-full max-w-sm space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <p className="text-sm text-slate-700">
        Our team will read this conversation and answer you by email.
      </p>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
          Name (optional)
        </label>
        <input
          id={`${id}-name`}
          name="name"
          maxLength={100}
          autoComplete="name"
          className={FIELD}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={leave.isPending}
        className="rounded-md bg-emerald-700 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        Send to the team
      </button>
    </form>
  );
}

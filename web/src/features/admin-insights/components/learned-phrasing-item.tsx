import { useId } from 'react';
import { RelativeTime } from '../../../components/relative-time';
import { Button } from '../../../components/ui/button';
import type { Faq } from '@caddie/contracts';
import { useRemoveLearnedPhrasing } from '../api/remove-learned-phrasing';
import type { LearnedPhrasing } from '../types';
import { faqLabel } from '../utils/faq-label';
import { times } from '../utils/format';
import { learningToasts } from '../utils/learning-toasts';

interface LearnedPhrasingItemProps {
  phrasing: LearnedPhrasing;
  faqs: Faq[] | undefined;
}

/** The chat a message came from, by the start of its id (enough to tell chats apart). */
function chatOf(sessionId: string | null): string {
  return sessionId ? ` (chat ${sessionId.slice(0, 8)})` : ' (that chat is no longer kept)';
}

/** A learned phrasing: what it answers, where it came from and when, and Remove. */
export function LearnedPhrasingItem({ phrasing, faqs }: LearnedPhrasingItemProps) {
  const id = useId();
  const faq = faqLabel(phrasing, faqs);
  const remove = useRemoveLearnedPhrasing({
    onSuccess: () => learningToasts.removed(phrasing.text, faq),
    onError: learningToasts.failed('Failed to remove'),
  });

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-4">
      <div className="min-w-0 flex-1">
        <p id={id} className="break-words text-slate-900">
          “{phrasing.text}” <span className="text-slate-600">gets the answer of</span> “{faq}”
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {phrasing.source === 'helpful'
            ? 'Answer rated helpful by a visitor'
            : 'Picked by a visitor'}{' '}
          <RelativeTime iso={phrasing.pickedAt} />
          {chatOf(phrasing.sessionId)} ·{' '}
          {phrasing.decidedBy === 'auto' ? 'learned automatically' : 'accepted by an admin'}{' '}
          <RelativeTime iso={phrasing.decidedAt} />
          {phrasing.unhelpfulVotes > 0
            ? ` · rated not helpful ${times(phrasing.unhelpfulVotes)}`
            : null}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-describedby={id}
        disabled={remove.isPending}
        onClick={() => remove.mutate(phrasing.id)}
      >
        {remove.isPending ? 'Removing...' : 'Remove'}
      </Button>
    </div>
  );
}

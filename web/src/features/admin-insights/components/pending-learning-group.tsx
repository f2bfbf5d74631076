import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { Faq } from '@caddie/contracts';
import { useAcceptAllLearned } from '../api/accept-all-learned';
import type { PendingLearningGroup as PendingGroup } from '../types';
import { faqLabel } from '../utils/faq-label';
import { learningToasts } from '../utils/learning-toasts';
import { WaitingMessage } from './waiting-message';

interface PendingLearningGroupProps {
  group: PendingGroup;
  /** The admin list, to name FAQs the chat no longer knows; undefined until it arrives. */
  faqs: Faq[] | undefined;
}

/** The visitor messages waiting for one FAQ, newest first, with Accept all. */
export function PendingLearningGroup({ group, faqs }: PendingLearningGroupProps) {
  const headingId = useId();
  const faq = faqLabel(group, faqs);
  const acceptAll = useAcceptAllLearned({
    onSuccess: ({ accepted }) => learningToasts.acceptedAll(accepted, faq),
    onError: learningToasts.failed('Failed to accept all'),
  });
  const count = group.messages.length;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-medium break-words text-slate-900">
            {faq}
          </h4>
          <p className="mt-1 text-sm text-slate-600">
            {count} visitor {count === 1 ? 'message' : 'messages'} that led to this FAQ
          </p>
        </div>
        <Button
          aria-describedby={headingId}
          disabled={acceptAll.isPending}
          onClick={() => acceptAll.mutate(group.faqId)}
        >
          {acceptAll.isPending ? 'Accepting...' : 'Accept all'}
        </Button>
      </div>
      <ul aria-label={`Visitor messages for ${faq}`} className="mt-3 flex flex-col gap-2">
        {group.messages.map((message) => (
          <li key={message.id}>
            <WaitingMessage message={message} faq={faq} faqHeadingId={headingId} />
          </li>
        ))}
      </ul>
    </article>
  );
}

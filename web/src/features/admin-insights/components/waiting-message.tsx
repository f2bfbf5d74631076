import { useId } from 'react';
import { RelativeTime } from '../../../components/relative-time';
import { Button } from '../../../components/ui/button';
import { useAcceptLearnedMessage } from '../api/accept-learned-message';
import { useRejectLearnedMessage } from '../api/reject-learned-message';
import type { VisitorEvidence } from '../types';
import { times } from '../utils/format';
import { learningToasts } from '../utils/learning-toasts';

interface WaitingMessageProps {
  message: VisitorEvidence;
  /** The FAQ it waits for, and the id of the heading that shows it. */
  faq: string;
  faqHeadingId: string;
}

/** One visitor message waiting for review, with Accept and Reject. */
export function WaitingMessage({ message, faq, faqHeadingId }: WaitingMessageProps) {
  const textId = useId();
  const accept = useAcceptLearnedMessage({
    onSuccess: () => learningToasts.accepted(message.text, faq),
    onError: learningToasts.failed('Failed to accept'),
  });
  const reject = useRejectLearnedMessage({
    onSuccess: () => learningToasts.rejected(message.text, faq),
    onError: learningToasts.failed('Failed to reject'),
  });
  const busy = accept.isPending || reject.isPending;
  const describedBy = `${textId} ${faqHeadingId}`;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-50 p-3">
      <div className="min-w-0 flex-1">
        <p id={textId} className="break-words text-slate-900">
          “{message.text}”
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {message.source === 'helpful' ? 'Answer rated helpful' : 'Picked'}{' '}
          <RelativeTime iso={message.pickedAt} />
          {message.unhelpfulVotes > 0
            ? ` · sent back: rated not helpful ${times(message.unhelpfulVotes)} while learned`
            : null}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => accept.mutate(message.id)}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => reject.mutate(message.id)}
        >
          Reject
        </Button>
      </div>
    </div>
  );
}

import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useSendReplyFeedback } from '../api/send-reply-feedback';
import { feedbackFailureMessage } from '../utils/feedback-failure';

const CHOICES = [
  { helpful: true, label: 'Helpful', Icon: ThumbsUp },
  { helpful: false, label: 'Not helpful', Icon: ThumbsDown },
] as const;

/**
 * Thumbs up and down for one bot reply. The vote shows at once and is taken back, with a note
 * saying why, when the server does not save it. Meant for a flex-wrap row: the note takes a
 * line of its own.
 */
export function ReplyRating({ replyId }: { replyId: string }) {
  const [vote, setVote] = useState<boolean | null>(null);
  const [problem, setProblem] = useState('');
  const feedback = useSendReplyFeedback();
  // The visitor may change the vote before the first one is saved: only the latest counts.
  const latestVote = useRef(0);
  const savedVote = useRef<boolean | null>(null);

  const rate = async (helpful: boolean) => {
    if (vote === helpful) return;
    const thisVote = ++latestVote.current;
    setVote(helpful);
    setProblem('');
    try {
      await feedback.mutateAsync({ messageId: replyId, helpful });
      savedVote.current = helpful;
    } catch (error) {
      if (thisVote !== latestVote.current) return; // a later vote took its place
      setVote(savedVote.current);
      setProblem(feedbackFailureMessage(error));
    }
  };

  return (
    <>
      <div role="group" aria-label="Rate this reply" className="flex gap-1">
        {CHOICES.map(({ helpful, label, Icon }) => {
          const chosen = vote === helpful;
          return (
            <button
              key={label}
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={chosen}
              onClick={() => void rate(helpful)}
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                chosen && 'bg-emerald-50 text-emerald-800',
              )}
            >
              <Icon className="size-4" aria-hidden="true" fill={chosen ? 'currentColor' : 'none'} />
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="basis-full text-xs text-red-700">
        {problem}
      </p>
    </>
  );
}

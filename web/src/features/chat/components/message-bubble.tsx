import { LinkifiedText } from '../../../components/linkified-text';
import { cn } from '../../../lib/cn';
import { useAssistantName } from '../assistant-name';
import type { ChatMessage, ChatSuggestion } from '../types';
import { HandoffOffer } from './handoff-offer';
import { ReplyRating } from './reply-rating';
import { ReplySuggestions } from './reply-suggestions';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface MessageBubbleProps {
  message: ChatMessage;
  /** Whether a reply is pending, when a reply's suggestions cannot be sent. */
  isPending: boolean;
  onPickSuggestion: (suggestion: ChatSuggestion, reply: ChatMessage) => void;
}

export function MessageBubble({ message, isPending, onPickSuggestion }: MessageBubbleProps) {
  const { text, isBot, timestamp, replyId, suggestions, related, offerHandoff } = message;
  const assistant = useAssistantName();
  return (
    <li className={cn('flex flex-col', isBot ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[75%] rounded-2xl px-4 py-2 shadow-sm',
          isBot
            ? 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
            : 'rounded-br-sm bg-emerald-700 text-white',
        )}
      >
        <span className="sr-only">{isBot ? `${assistant} said:` : 'You said:'}</span>
        <LinkifiedText text={text} className="whitespace-pre-wrap break-words" />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
          <time
            dateTime={timestamp.toISOString()}
            className={cn('text-xs', isBot ? 'text-slate-500' : 'text-emerald-100')}
          >
            {timeFormat.format(timestamp)}
          </time>
          {isBot && replyId ? <ReplyRating replyId={replyId} /> : null}
        </div>
      </div>
      {isBot && suggestions ? (
        <ReplySuggestions
          suggestions={suggestions}
          related={related ?? false}
          disabled={isPending}
          onPick={(suggestion) => onPickSuggestion(suggestion, message)}
        />
      ) : null}
      {isBot && offerHandoff ? <HandoffOffer /> : null}
    </li>
  );
}

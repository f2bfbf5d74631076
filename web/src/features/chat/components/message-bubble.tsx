import { LinkifiedText } from '../../../components/linkified-text';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../types';
import { ReplyRating } from './reply-rating';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function MessageBubble({ message }: { message: ChatMessage }) {
  const { text, isBot, timestamp, replyId } = message;
  return (
    <li className={cn('flex', isBot ? 'justify-start' : 'justify-end')}>
      <div
        className={cn(
          'max-w-[75%] rounded-2xl px-4 py-2 shadow-sm',
          isBot
            ? 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
            : 'rounded-br-sm bg-emerald-700 text-white',
        )}
      >
        <span className="sr-only">{isBot ? `${__PRODUCT_NAME__} said:` : 'You said:'}</span>
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
    </li>
  );
}

import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatSuggestion } from '../types';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

interface MessageListProps {
  messages: ChatMessage[];
  isPending: boolean;
  onPickSuggestion: (suggestion: ChatSuggestion, reply: ChatMessage) => void;
}

export function MessageList({ messages, isPending, onPickSuggestion }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no scrollIntoView
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages, isPending]);

  return (
    <div className="flex-1 overflow-y-auto px-4 py-6">
      <ol aria-label="Conversation" className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            isPending={isPending}
            onPickSuggestion={onPickSuggestion}
          />
        ))}
      </ol>
      <div role="status" aria-live="polite" className="mt-3 flex justify-start">
        {isPending ? <TypingIndicator /> : null}
      </div>
      <div ref={endRef} />
    </div>
  );
}

import { type ReactNode, useRef } from 'react';
import { useChatSession } from '../api/create-chat-session';
import { type ConversationOptions, useChatConversation } from '../hooks/use-chat-conversation';
import type { ChatMessage, ChatSuggestion } from '../types';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SuggestionChips } from './suggestion-chips';

interface ChatScreenProps extends ConversationOptions {
  /** The page's own header by default; the embedded chat brings its own. */
  header?: ReactNode;
}

export function ChatScreen({ header = <ChatHeader />, ...conversation }: ChatScreenProps) {
  useChatSession(); // SPEC section 4: the session is requested at page load
  const { messages, send, chooseSuggestion, isPending } = useChatConversation(conversation);
  const onlyGreeting = messages.length === 1;
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const sendSuggestion = (question: string) => {
    send(question);
    inputRef.current?.focus(); // the chip row disappears, so focus goes back to the message box
  };

  const chooseReplySuggestion = (suggestion: ChatSuggestion, reply: ChatMessage) => {
    chooseSuggestion(suggestion, reply);
    inputRef.current?.focus(); // the buttons are disabled until the reply comes, losing focus
  };

  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      {header}
      <main className="mx-auto flex min-h-0 w-full max-w-4xl flex-1 flex-col">
        <MessageList
          messages={messages}
          isPending={isPending}
          onPickSuggestion={chooseReplySuggestion}
        />
        {onlyGreeting ? <SuggestionChips onPick={sendSuggestion} /> : null}
        <MessageComposer onSend={send} isPending={isPending} inputRef={inputRef} />
      </main>
    </div>
  );
}
